/**
 * Why a server, worker or command will not start on this database with these settings, in words
 * for the operator (docs/decisions/0106): printed as it is, without a stack, and the process ends
 * with exit code 1. It never holds a key, a password or a personal value.
 */
export class StartRefusal extends Error {
  override readonly name = 'StartRefusal';
}

/** Runs a process's start; a refusal is printed to standard error alone and ends the process with exit code 1. */
export async function startOrRefuse<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StartRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
