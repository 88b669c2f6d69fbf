/** What the shell composes from the engagement feature. */
export { LocationBanner } from './components/location-banner';
export { HelpWidget, type HelpWidgetProps } from './components/help-widget';
