import './lib/zod-config';
import { startApp } from './app/start';
import { appRoot, readStartOptions } from './lib/prerender/start-options';

// The app's entry: every page index.html serves. The prerendered public pages load first-use.ts instead, which
// brings the app when the visitor starts using the page (decision 031).
const container = appRoot();
void startApp(container, readStartOptions(container));
