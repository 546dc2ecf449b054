/**
 * An error whose status and message are meant for the client. Anything else that reaches the error handler
 * is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** For 429 and 503: seconds until trying again makes sense, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request part (params, body, query, headers) failed its contract schema: 422 with one message per field. */
export class RequestValidationError extends HttpError {
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly part: string,
    errors: Record<string, string>,
  ) {
    const fields = Object.keys(errors);
    const message =
      fields.length === 1
        ? fields[0] === part
          ? (errors[part] as string)
          : `${fields[0] as string}: ${errors[fields[0] as string] as string}`
        : `Please correct these fields: ${fields.join(', ')}.`;
    super(422, message, errors);
    this.name = 'RequestValidationError';
  }
}
