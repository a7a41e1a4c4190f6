import { Alert, List, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';

import classes from './FileDropArea.module.css';
import { acceptAttribute, checkFileSelection, type FileLimits } from './file-selection.ts';

interface FileDropAreaProps {
  /** What to drop, e.g. "Drop the VSL workbook here, or choose it". */
  label: string;
  /** The limits in words, under the label. */
  hint: ReactNode;
  limits: FileLimits;
  /** The files the limits let through (none: nothing is called). */
  onFiles: (files: File[]) => void;
}

const isDragOfFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A box to drop files on, or to click (or focus and press Enter or Space) to choose them: a plain file input, hidden
 * but focusable, inside a label. Files outside the limits are refused here with a message each; the rest go on.
 */
export function FileDropArea({ label, hint, limits, onFiles }: FileDropAreaProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const take = (files: FileList | null) => {
    const { accepted, problems: refused } = checkFileSelection(Array.from(files ?? []), limits);
    setProblems(refused);
    if (accepted.length) onFiles(accepted);
  };

  const over = (event: DragEvent) => {
    if (!isDragOfFiles(event)) return;
    // Without this the browser would open a dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <div>
      <label
        htmlFor={`${id}-input`}
        className={classes.area}
        data-dragging={dragging || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={(event) => {
          // Leaving for a child of the box is no leaving.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
        data-testid="file-drop-area"
      >
        <IconFileUpload size={36} stroke={1.5} aria-hidden />
        <Text fw={600} id={`${id}-label`}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" id={`${id}-hint`}>
          {hint}
        </Text>
        <VisuallyHidden>
          <input
            id={`${id}-input`}
            type="file"
            multiple={limits.maxFiles > 1}
            accept={acceptAttribute(limits.extensions)}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              take(event.currentTarget.files);
              // Choosing the same file again (after fixing it) must count as a change.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </label>
      {problems.length > 0 && (
        <Alert mt="xs" color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
