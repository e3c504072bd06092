export {
  createEnvelope,
  DecryptionError,
  type DataKey,
  type DecryptionFailure,
  type Envelope,
} from './envelope';
export {
  addKeyToFile,
  generateMasterKey,
  loadKeyring,
  MasterKeyError,
  masterKeyFile,
  parseKeyring,
  retireOldKeysInFile,
  type Keyring,
  type MasterKey,
} from './master-key';
