import { api } from '../../../lib/api-slice';

/** The vault's cache tags: the list (with usage), a document's shares and its history. */
export const documentsApi = api.enhanceEndpoints({
  addTagTypes: ['Documents', 'DocumentShares', 'DocumentHistory'],
});
