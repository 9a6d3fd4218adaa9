// Mounts the offline/update notices outside the app's own tree (their own chunk, loaded
// only when there is something to say).
import { mount } from 'svelte';
import PwaNotices from './PwaNotices.svelte';

export function mountNotices(): void {
  const host = document.createElement('div');
  host.className = 'pwa-host';
  document.body.append(host);
  mount(PwaNotices, { target: host });
}
