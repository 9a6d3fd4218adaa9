import { mount } from 'svelte';
import App from './App.svelte';
import { registerServiceWorker } from './pwa/register.ts';
import './ui/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('stepbench: #app element missing from index.html');

export default mount(App, { target });

// Offline support and the "new version" prompt (production builds only).
registerServiceWorker();
