/**
 * Notes on `<html data-enhanced>` that an enhancement has set up its page: the public pages'
 * counterpart of a hydrated page (tests wait for every script the page names to be listed).
 */
export function markWired(name: string) {
  const root = document.documentElement;
  const names = new Set((root.dataset.enhanced ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.dataset.enhanced = [...names].join(' ');
}
