/** Whether an internal action names the page at `currentPath` (or a page below it). */
export function isCurrentPath(action: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = action.split(/[?#]/)[0] ?? action;
  if (path === currentPath) return true;
  return path !== '/' && path !== '' && currentPath.startsWith(`${path}/`);
}

/** React keys for configured items: the id, suffixed on repeats, since configured ids may collide. */
export function itemKeys(items: readonly { readonly id: string }[]): string[] {
  const seen = new Map<string, number>();
  return items.map(({ id }) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}~${count}`;
  });
}
