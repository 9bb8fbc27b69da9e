import { type RefObject, useContext, useEffect, useRef } from 'react';
import { DateFieldStateContext, DateSegment, type DateSegmentProps } from 'react-aria-components';

type Segment = DateSegmentProps['segment'];

type WatchedSegmentProps = {
  segment: Segment;
  /** The form's value, to tell whether what is on screen still says the same. */
  value: string;
  /**
   * What the field shows, as the form should hold it, when the form holds something else: the ISO
   * date when it is whole, '' when nothing is typed, else the text on screen.
   */
  onText: (text: string) => void;
  /** Gets the first part of the date, which takes the focus when the field is reached by its id. */
  firstRef: RefObject<HTMLElement | null>;
};

/**
 * One part of the date (day, month, year or a separator). The first one also reports what the field
 * shows: React Aria keeps a date typed in part to itself and tells nothing until it is whole, and
 * keeps the last whole date as its value meanwhile, so without this the form would save a date the
 * person has half erased, or no date at all while the screen shows parts of one.
 */
export function WatchedSegment({ segment, value, onText, firstRef }: WatchedSegmentProps) {
  const state = useContext(DateFieldStateContext);
  const segments = state?.segments ?? [];
  const first = segments[0] === segment;
  const editable = segments.filter((part) => part.isEditable);
  const typed = editable.filter((part) => !part.isPlaceholder).length;
  const text =
    typed === 0
      ? ''
      : typed < editable.length
        ? segments.map((part) => part.text).join('')
        : (state?.value?.toString().slice(0, 10) ?? segments.map((part) => part.text).join(''));

  // The field's callbacks change on each of its renders; what calls for a report is what is shown.
  const report = useRef(onText);
  report.current = onText;
  useEffect(() => {
    if (first && text !== value) report.current(text);
  }, [first, text, value]);

  return (
    <DateSegment
      segment={segment}
      ref={
        first
          ? (element) => {
              firstRef.current = element;
            }
          : undefined
      }
      className="rounded-sm px-0.5 tabular-nums outline-none focus:bg-blue-700 focus:text-white data-[placeholder]:text-slate-600 data-[type=literal]:px-0"
    />
  );
}
