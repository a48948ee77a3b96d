/** Ports of the e2e stack; fixed so the SMTP server and the API agree before either starts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2526);
