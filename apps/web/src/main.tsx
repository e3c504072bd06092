import './lib/zod-config';
import { startApp } from './app/start';
import { appRoot, readStartOptions } from './lib/prerender/start-options';

// The app's entry: every page index.html serves, and the prerendered forms (decision 031). The prerendered pages
// without a field load first-use.ts instead, which brings the app only when the visitor starts using the page.
const container = appRoot();
void startApp(container, readStartOptions(container));
