import { Pagination, type MantineSize } from '@mantine/core';

interface PagePickerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  size?: MantineSize;
}

/** The pages of a list, each button named for screen readers ("Page 2", "Next page"). */
export function PagePicker({ page, pageCount, onChange, size }: PagePickerProps) {
  return (
    <Pagination
      total={pageCount}
      value={Math.min(page, pageCount)}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({
        'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
      })}
      getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
    />
  );
}
