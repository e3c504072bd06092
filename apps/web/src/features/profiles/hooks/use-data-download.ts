import { useState } from 'react';
import { ACCOUNT_DATA_MESSAGES, dataExportFileName } from '@waypoint/shared/auth/account-data-messages';
import { saveJsonFile } from '../../../lib/save-file';
import { useExportMyDataMutation } from '../api/export-my-data';

/**
 * "Download my data" (decision 017): asks for a fresh export, saves it as `waypoint-data-<date>.json` and says
 * so; the copy is not kept in the store once saved.
 */
export function useDataDownload() {
  const [exportMyData, { isLoading, reset }] = useExportMyDataMutation();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setSavedAs(null);
    setFailure(null);
    try {
      const data = await exportMyData().unwrap();
      const fileName = dataExportFileName(data.exportedAt);
      saveJsonFile(data, fileName);
      setSavedAs(fileName);
    } catch {
      setFailure(ACCOUNT_DATA_MESSAGES.exportFailed);
    } finally {
      reset();
    }
  };

  return { download, busy: isLoading, savedAs, failure };
}
