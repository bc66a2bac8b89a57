// Whether a widget may be used where a schema puts it: the right context and, for database
// filters, an operator and column type it can handle.
import type { Widget } from '../../../src/generated/schema-types';
import type { ProblemSink } from '../problems';
import { lookUp, type Vocabulary } from './vocabulary';

export type WidgetContext = 'filter' | 'filter-set' | 'form';

const CONTEXT_NAMES: Record<WidgetContext, string> = {
  filter: 'a database filter (context "filter")',
  'filter-set': 'a filter set (context "filter-set")',
  form: 'a crud form (context "form")',
};

/** Looks the widget up and checks its context; returns it when both are fine. */
export function usableWidget(
  vocabulary: Vocabulary,
  name: string,
  context: WidgetContext,
  sink: ProblemSink,
  file: string,
  at: string,
): Widget | undefined {
  const widget = lookUp(vocabulary.widgets, name, 'widget', sink, file, at);
  if (!widget) return undefined;
  if (!widget.contexts.includes(context)) {
    const allowed = [...vocabulary.widgets.values()].filter((w) => w.contexts.includes(context)).map((w) => w.id);
    const usedIn = widget.contexts.length ? `it is for ${widget.contexts.join(', ')}` : 'it is not usable anywhere yet';
    sink.report(file, at, `widget "${name}" cannot be used in ${CONTEXT_NAMES[context]}; ${usedIn} (allowed here: ${allowed.join(', ')})`);
    return undefined;
  }
  return widget;
}

/** A filter widget must produce a value for the operator and fit the column type. */
export function checkFilterFit(widget: Widget, op: string, type: string, sink: ProblemSink, file: string, at: string): void {
  if (widget.operators && !widget.operators.includes(op as never)) {
    sink.report(file, at, `widget "${widget.id}" cannot produce a value for operator "${op}" (it supports: ${widget.operators.join(', ')})`);
  }
  if (widget.columnTypes && !widget.columnTypes.includes(type)) {
    sink.report(file, at, `widget "${widget.id}" does not fit column type "${type}" (it fits: ${widget.columnTypes.join(', ')})`);
  }
}
