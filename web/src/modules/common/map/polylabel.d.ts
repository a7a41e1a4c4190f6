// polylabel 2 ships no types of its own.
declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon (outer ring, then holes): its point farthest from every edge. */
  export default function polylabel(
    polygon: number[][][],
    precision?: number,
    debug?: boolean,
  ): [number, number] & { distance: number };
}
