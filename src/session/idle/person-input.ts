/**
 * What counts as a person being there (docs/decisions/0006-idle-sign-out.md): a key, a pointer
 * pressed or moved, a touch, a wheel. Never `scroll`: the browser fires it for a script's scroll
 * and for its own scroll anchoring when the page's layout changes above what is shown (a refresh
 * of a list), so a tab left alone would keep itself signed in.
 */
export const PERSON_INPUT = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel'];

/**
 * Tells a person's input from the page's: only events the browser made (a script's own
 * `dispatchEvent` is not trusted), and a pointer move only when the pointer is somewhere else
 * (a browser may send one, with the pointer still, after the layout moved under it).
 */
export function personInput(): (event: Event) => boolean {
  // Where the pointer was last seen: nowhere yet, so its first move counts.
  let at: string | undefined;
  return (event) => {
    if (!event.isTrusted) return false;
    if (event.type !== 'pointermove') return true;
    const { screenX, screenY } = event as PointerEvent;
    const here = `${screenX},${screenY}`;
    const moved = here !== at;
    at = here;
    return moved;
  };
}
