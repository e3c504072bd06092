export {
  createEnvelope,
  DecryptionError,
  masterKeyIdOf,
  type DataKey,
  type DecryptionFailure,
  type Envelope,
} from './envelope';
export {
  addKeyToFile,
  beginFileRotation,
  generateMasterKey,
  loadKeyring,
  MasterKeyError,
  masterKeyFile,
  parseKeyring,
  retireOldKeysInFile,
  type Keyring,
  type MasterKey,
} from './master-key';
export {
  createWrappedKeyRegistry,
  storedAt,
  type WrappedKeyColumn,
  type WrappedKeyRegistry,
} from './wrapped-keys';
export { createWrappedKeysRepository } from './wrapped-keys.repository';
export { allCurrent, createKeyRotation, type ColumnRewrap, type ColumnStatus } from './key-rotation';
