import { useRef, type PointerEvent } from 'react';

/** product §9: how far a swipe must go. */
export const SWIPE_THRESHOLD_PX = 40;

/** Which way a horizontal gesture went, if it went far enough (product §9: 40 px) and mostly sideways. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): 'next' | 'previous' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Pointer handlers for a swipeable element (touch, pen or mouse). Pair with touch-action: pan-y. */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
