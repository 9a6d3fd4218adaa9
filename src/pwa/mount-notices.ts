// Mounts the offline/update notices outside the app's own tree (their own chunk, loaded
// only when there is something to say), at the top of the page and in its flow: a notice
// pushes the page down instead of covering any of it.
import { mount } from 'svelte';
import PwaNotices from './PwaNotices.svelte';

export function mountNotices(): void {
  const host = document.createElement('div');
  host.className = 'pwa-host';
  document.body.prepend(host);
  mount(PwaNotices, { target: host });
}
