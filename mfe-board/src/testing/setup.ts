// Per-test hygiene for the board's screen tests.
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no PointerEvent: a minimal one (a MouseEvent with the pointer fields) so that swipe
// handlers receive clientX / clientY / pointerId / isPrimary from fireEvent.pointerDown/Up.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly isPrimary: boolean;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.isPrimary = init.isPrimary ?? false;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}
