/** A stand-in IntersectionObserver: the test says which watched elements come near. */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed.splice(this.observed.indexOf(element), 1);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.length = 0;
  }
  /** Reports `targets` (every watched element when absent) as intersecting the margin or not. */
  report(isIntersecting: boolean, targets: readonly Element[] = [...this.observed]) {
    this.callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as never,
    );
  }
}
