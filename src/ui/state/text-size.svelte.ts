// Large text for projection: one flag, remembered in this browser, shown as a class on
// the root element (app.css scales every rem from it). Read once when the module loads,
// before the app mounts, so a projected page never flashes at the small size first.
const KEY = 'stepbench:large-text';
const CLASS = 'large-text';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (some privacy modes): the toggle still works for this page
  }
}

function apply(large: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(CLASS, large);
}

class TextSize {
  #large = $state(storage()?.getItem(KEY) === '1');

  constructor() {
    apply(this.#large);
  }

  get large(): boolean {
    return this.#large;
  }

  toggle(): void {
    this.#large = !this.#large;
    apply(this.#large);
    try {
      if (this.#large) storage()?.setItem(KEY, '1');
      else storage()?.removeItem(KEY);
    } catch {
      // quota or blocked storage: not remembered, still applied
    }
  }
}

/** The page's one text-size setting (the header's toggle writes it, the chart reads it). */
export const textSize = new TextSize();
