import { GridCellKind, type GridCell } from '@glideapps/glide-data-grid';
import { vslFieldTitles, type VslEditableField } from '@esvd/schema/rules/vsl';
import { Paper, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FocusEvent } from 'react';

import { StatusLoader } from '../common/StatusLoader.tsx';
import type { CellAccess, CellHold } from './use-vsl-grid.ts';
import { cellProblem } from './vsl-grid-columns.ts';

interface VslCellEditorProps {
  /** The cell as the grid's editor holds it: its text is what gets saved on Enter, Tab or a click elsewhere. */
  value: GridCell;
  onChange: (cell: GridCell) => void;
  field: VslEditableField;
  /** Claims the cell while the editor is open (its lock, unless another admin holds it). */
  hold: () => CellHold;
}

const caretToEnd = (event: FocusEvent<HTMLTextAreaElement>) => {
  const { length } = event.currentTarget.value;
  event.currentTarget.setSelectionRange(length, length);
};

/**
 * The editor of a grid cell (spec 001 §4): it locks the cell while it is open, so other admins see it read-only, and
 * if another admin holds the cell, or an upload holds the grid, it says so instead of editing. The shared rule's
 * message shows as the text is typed; the grid keeps an invalid text from being saved. Enter saves (Shift+Enter is a
 * new line), Escape leaves the cell as it was.
 */
export function VslCellEditor({ value, onChange, field, hold }: VslCellEditorProps) {
  const [access, setAccess] = useState<CellAccess | null>(null);

  useEffect(() => {
    const held = hold();
    let open = true;
    void held.access.then((answer) => {
      if (open) setAccess(answer);
    });
    return () => {
      open = false;
      held.release();
    };
  }, [hold]);

  const title = vslFieldTitles[field];
  const text = value.kind === GridCellKind.Text ? value.data : '';

  if (access && !access.granted) {
    return (
      // Focused, so that Escape or Enter reach the grid's editor and close it.
      <Paper p="xs" maw={360} tabIndex={-1} ref={(element) => element?.focus()} data-testid="vsl-cell-refused">
        <Text size="sm" fw={500} role="alert">
          {access.reason}
        </Text>
        {text && (
          <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
        )}
      </Paper>
    );
  }

  return (
    <Textarea
      aria-label={title}
      value={text}
      onChange={(event) => {
        if (value.kind === GridCellKind.Text) onChange({ ...value, data: event.currentTarget.value });
      }}
      onFocus={caretToEnd}
      autoFocus
      autosize
      minRows={1}
      maxRows={8}
      miw={240}
      error={cellProblem(field, text)}
      rightSection={access ? undefined : <StatusLoader size={14} label="Locking the cell" />}
      data-testid="vsl-cell-editor"
    />
  );
}
