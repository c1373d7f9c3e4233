import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The item's name, for the drag handle's label and what a screen reader hears. */
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  /** The item, given its position's Up and Down buttons and drag handle to lay out. */
  children: (item: T, controls: ReactNode) => ReactNode;
}

interface RowProps {
  id: string;
  label: string;
  dragText: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}

function Row({ id, label, dragText, disabled, children }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = (
    <Button
      size="small"
      variant="outlined"
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{ cursor: 'grab', touchAction: 'none', minWidth: 0 }}
    >
      {dragText}
    </Button>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        listStyle: 'none',
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      {children(handle)}
    </Box>
  );
}

/**
 * A list reordered by dragging (a pointer, or the keyboard on the handle: Space, the arrows, Space, as
 * @dnd-kit's keyboard sensor does) or by each row's Up and Down buttons.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onMove,
  disabled = false,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation('course-builder');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameOfId = (id: string | number) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? '' : nameOf(item);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('drag.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('drag.picked', { name: nameOfId(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('drag.over', { name: nameOfId(active.id), position: ids.indexOf(String(over.id)) + 1 })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('drag.dropped', { name: nameOfId(active.id), position: ids.indexOf(String(over.id)) + 1 })
              : undefined,
          onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOfId(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <Row
              key={idOf(item)}
              id={idOf(item)}
              label={t('drag.handle', { name: nameOf(item) })}
              dragText={t('drag.text')}
              disabled={disabled}
            >
              {(handle) =>
                children(
                  item,
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {handle}
                    <Button
                      size="small"
                      disabled={disabled || index === 0}
                      onClick={() => onMove(index, index - 1)}
                      aria-label={t('moveUp', { name: nameOf(item) })}
                    >
                      {t('up')}
                    </Button>
                    <Button
                      size="small"
                      disabled={disabled || index === items.length - 1}
                      onClick={() => onMove(index, index + 1)}
                      aria-label={t('moveDown', { name: nameOf(item) })}
                    >
                      {t('down')}
                    </Button>
                  </Box>,
                )
              }
            </Row>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
