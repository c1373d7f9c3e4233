import { describe, expect, it } from 'vitest';
import { activeSidebarItem } from './sidebar-items.ts';

describe('the active sidebar item', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/', 'myPrograms'],
    ['/myPrograms', 'myPrograms'],
    ['/myPrograms/syllabus', 'myPrograms'],
    ['/MyPrograms/programs', 'myPrograms'],
    ['/mYpRoGrAmS/', 'myPrograms'],
    ['/viewall', 'myPrograms'],
    ['/event', 'calendar'],
    ['/announcements', 'announcements'],
    ['/hallticket', 'hallTicket'],
    ['/tests', 'semesterEndExam'],
    ['/testresult', 'semesterEndExam'],
    ['/certificates', 'certificates'],
    ['/applyProgram', 'applyProgram'],
    ['/myApplication/application', 'applyProgram'],
    ['/myApplication/jssapplication', 'applyProgram'],
    ['/myApplication/paperapplication', 'applyProgram'],
    ['/myApplication', 'myApplication'],
  ] as const)('follows %s to %s', (pathname, key) => {
    expect(activeSidebarItem(pathname)).toBe(key);
  });

  it.each(['/profile', '/complaints', '/notification', '/events', '/dashboards'])(
    'marks nothing on %s',
    (pathname) => {
      expect(activeSidebarItem(pathname)).toBeNull();
    },
  );
});
