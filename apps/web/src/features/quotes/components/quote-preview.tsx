import classes from './quote-preview.module.css';

/**
 * The quote e-mail's HTML in a sandboxed frame, its styles kept apart from the page's. Scripts,
 * forms, popups and top navigation stay disabled; only the origin is kept, so the logo (served
 * same-origin only) loads. Without scripts nothing in the frame can use that origin.
 */
export function QuotePreview({ html }: { html: string }) {
  return (
    <iframe title="Quote e-mail preview" sandbox="allow-same-origin" srcDoc={html} className={classes.frame} referrerPolicy="no-referrer" />
  );
}
