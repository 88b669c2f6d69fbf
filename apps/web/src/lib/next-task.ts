/**
 * Resolves in a new task, so the browser can paint and handle input in between. Start-up's steps
 * (evaluating the modules, requesting the page's code, making the router, the first calls) each
 * run in a task of their own instead of one long task a phone's main thread cannot interrupt
 * (docs/decisions/0060).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
