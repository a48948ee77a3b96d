/** Log lines go through this, so tests can stay quiet or capture them. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
