/**
 * Starts fetching an image the page is about to draw, at high priority, so its <img> finds it in
 * the browser's memory cache instead of asking only once it is in the page.
 */
export function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
