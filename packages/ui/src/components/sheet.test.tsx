import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Sheet } from './sheet';

function Row() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger>Actions for Grace</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>View details</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Sheet open={open} onOpenChange={setOpen} title="Grace Hopper" description="grace@example.com">
        <p>Everything held about Grace.</p>
      </Sheet>
    </>
  );
}

describe('Sheet opened from a row menu', () => {
  it("is a dialog named by its title, and Escape gives focus back to the menu's button, not the page", async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Actions for Grace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View details' }));
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(panel.textContent).toContain('Everything held about Grace.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Grace' }));
  });
});
