/** The spec's error object of the product API helper (status + message), plus the API's optional details. */
export interface ApiErrorData {
  status: number;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

export class ApiError extends Error implements ApiErrorData {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string>;

  constructor({ status, message, code, fieldErrors }: ApiErrorData) {
    super(message);
    this.status = status;
    if (code !== undefined) this.code = code;
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors;
  }

  /** A plain, serializable copy (Redux state and RTK Query errors must not hold class instances). */
  toJSON(): ApiErrorData {
    return {
      status: this.status,
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.fieldErrors !== undefined && { fieldErrors: this.fieldErrors }),
    };
  }
}
