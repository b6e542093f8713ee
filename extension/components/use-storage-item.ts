import { useEffect, useState } from 'react';
import type { WxtStorageItem } from 'wxt/utils/storage';

/** The value of a typed storage item, kept current while the component is shown. */
export function useStorageItem<T>(item: WxtStorageItem<T, Record<string, unknown>>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void item.getValue().then((current) => {
      if (live) setValue(current);
    });
    const unwatch = item.watch((next) => setValue(next));
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return value;
}
