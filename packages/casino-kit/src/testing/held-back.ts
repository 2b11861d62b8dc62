/** A module's code held back until the test says so: a mock awaits `arrived`, the test calls `arrive()`. */
export function heldBack(): { readonly arrived: Promise<void>; arrive(): void } {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
}
