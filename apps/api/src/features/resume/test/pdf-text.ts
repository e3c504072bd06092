/** The PDF text reader every feature's tests share. */
export * from '../../../test/pdf-text';
