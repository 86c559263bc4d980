import { useEffect } from 'react';
import { customAssetPaths } from '@palate/protocol';

/**
 * Adds the account's custom stylesheet and script (/custom/custom.{hash}.css and .js)
 * while the options segment names an account. A missing file is answered 404 by the
 * server; the browser then simply applies nothing and the app carries on.
 */
export function useAccountCustomisation(account: string | null): void {
  useEffect(() => {
    if (account === null) return;
    const { stylesheet, script } = customAssetPaths(account);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.dataset.plCustom = 'stylesheet';
    const code = document.createElement('script');
    code.src = script;
    code.async = true;
    code.dataset.plCustom = 'script';
    document.head.append(link, code);
    return () => {
      link.remove();
      // A script cannot be unloaded; removing its element only keeps the page tidy.
      code.remove();
    };
  }, [account]);
}
