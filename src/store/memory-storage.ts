import type { Storage as PersistStorage } from 'redux-persist';

/** A Web Storage held in memory, its entries visible (`items`): a prerendered page, a headless tab, tests. */
export type MemoryStorage = Storage & { readonly items: Map<string, string> };

/** A session storage that starts empty and holds what is set in it until it is dropped. */
export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A Web Storage as redux-persist takes one (its calls answer with promises), as its session storage wraps the page's. */
export function persistStorageOf(storage: Storage): PersistStorage {
  return {
    getItem: async (key: string) => storage.getItem(key),
    setItem: async (key: string, value: string) => storage.setItem(key, value),
    removeItem: async (key: string) => storage.removeItem(key),
  };
}
