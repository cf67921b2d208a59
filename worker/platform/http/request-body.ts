/** Whether a request carries a body (a length above zero, or a chunked one): the body limits and the validator ask alike. */
export const hasBody = (req: Request) => req.headers.has("transfer-encoding") || Number(req.headers.get("content-length") ?? 0) > 0;
