import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { keepEarlyTaps, PENDING_ATTRIBUTE, type KeeperWindow } from './earlyTaps';
import { replayEarlyTaps, takeEarlyTaps } from './replayTaps';

const win = window as KeeperWindow;

/** A server-drawn page: markup in #root, and the keeper the head's inline script starts. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.innerHTML = '<button>Outside the app</button>';
  document.body.prepend(root);
  delete win.__earlyTaps;
  keepEarlyTaps(win);
  return root;
}

afterEach(() => {
  takeEarlyTaps();
  delete win.__earlyTaps;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('taps before the app takes the page', () => {
  it('keeps a tap on a control, shows it waiting, and hands it over once', () => {
    serverPage('<button>UK 8</button>');
    const size = screen.getByRole('button', { name: 'UK 8' });
    const click = fireEvent.click(size);

    expect(click).toBe(false);
    expect(size).toHaveAttribute(PENDING_ATTRIBUTE);
    const taps = takeEarlyTaps();
    expect(taps).toEqual([{ control: size, kind: 'press', href: window.location.href }]);
    expect(size).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('keeps one tap per control, in the order the controls were tapped', () => {
    serverPage('<button>UK 8</button><div role="button" tabindex="0">Open menu</div>');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));

    expect(takeEarlyTaps().map((tap) => tap.control.textContent)).toEqual(['Open menu', 'UK 8']);
  });

  it('keeps Enter and Space on a control the browser does not turn into a click', () => {
    serverPage('<div role="checkbox" aria-checked="false" tabindex="0">Red</div><button>Blue</button>');
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Red' }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Blue' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Red' }), { key: 'a' });

    expect(takeEarlyTaps().map((tap) => tap.control.textContent)).toEqual(['Red']);
  });

  it('leaves alone links, disabled controls and anything outside the app', () => {
    serverPage('<a href="/products">Shop all</a><button disabled>Sold out</button><button aria-disabled="true">Wait</button>');

    expect(fireEvent.click(screen.getByRole('link', { name: 'Shop all' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(fireEvent.click(screen.getByRole('button', { name: 'Outside the app' }))).toBe(true);
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('keeps a form sent without an action, and lets one with an action go to it', () => {
    serverPage('<form aria-label="Newsletter"></form><form aria-label="Search" action="/search"></form>');

    expect(fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }))).toBe(false);
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Search' }))).toBe(true);
    expect(takeEarlyTaps().map((tap) => [tap.kind, tap.control.getAttribute('aria-label')])).toEqual([['submit', 'Newsletter']]);
  });

  it('lets a field show what is typed or chosen, and keeps the edit once, unmarked', () => {
    serverPage(
      '<input aria-label="Quantity" value="1"><select aria-label="Sort by"><option>Newest</option><option>Price</option></select>',
    );
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(fireEvent.input(quantity, { target: { value: '3' } })).toBe(true);
    fireEvent.input(quantity, { target: { value: '35' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'Price' } });

    expect(quantity).toHaveValue('35');
    expect(quantity).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(takeEarlyTaps().map((tap) => [tap.kind, tap.control.getAttribute('aria-label')])).toEqual([
      ['edit', 'Quantity'],
      ['edit', 'Sort by'],
    ]);
  });

  it('stops keeping once the taps are taken: the app answers from then on', () => {
    serverPage('<button>UK 8</button>');
    takeEarlyTaps();

    expect(fireEvent.click(screen.getByRole('button', { name: 'UK 8' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'UK 8' })).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('is started once, however often the script runs', () => {
    serverPage('<button>UK 8</button>');
    const keeper = win.__earlyTaps;
    keepEarlyTaps(win);

    expect(win.__earlyTaps).toBe(keeper);
  });
});

describe('replaying the kept taps', () => {
  it('presses each control again as a touch does, and sends a kept form', () => {
    serverPage('<button>Open menu</button><form aria-label="Newsletter"><input type="submit" value="Subscribe"></form>');
    const seen: string[] = [];
    const menu = screen.getByRole('button', { name: 'Open menu' });
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) menu.addEventListener(type, () => seen.push(type));
    fireEvent.click(menu);
    fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }));
    const taps = takeEarlyTaps();
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const sent = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    seen.length = 0;

    expect(replayEarlyTaps(taps)).toBe(2);
    // jsdom has no PointerEvent: the mouse events and the click.
    expect(seen).toEqual(['mousedown', 'mouseup', 'click']);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('drops a tap whose control has gone, or made on another address than the one shown now', () => {
    serverPage('<button>UK 8</button><button>Add to Cart</button>');
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const taps = takeEarlyTaps();
    const clicked = jest.fn();
    screen.getByRole('button', { name: 'Add to Cart' }).addEventListener('click', clicked);
    screen.getByRole('button', { name: 'UK 8' }).remove();

    window.history.pushState(null, '', '/cart');
    expect(replayEarlyTaps(taps)).toBe(0);
    window.history.back();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('replays on the same page whatever its fragment (the skip link moves to #main)', () => {
    serverPage('<button>UK 8</button>');
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));
    const taps = takeEarlyTaps();
    const clicked = jest.fn();
    screen.getByRole('button', { name: 'UK 8' }).addEventListener('click', clicked);
    window.history.replaceState(null, '', '#main');

    expect(replayEarlyTaps(taps)).toBe(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

function SizeChoice() {
  const [size, setSize] = useState('');
  return (
    <div role="group" aria-label="Size">
      {['UK 7', 'UK 8'].map((option) => (
        <button key={option} type="button" aria-pressed={size === option} onClick={() => setSize((now) => (now === option ? '' : option))}>
          {option}
        </button>
      ))}
    </div>
  );
}

function BuyBox({ onAdd }: { onAdd: (line: string) => void }) {
  const [quantity, setQuantity] = useState('1');
  const [colour, setColour] = useState('Black');
  return (
    <form aria-label="Buy" onSubmit={(event) => event.preventDefault()}>
      <input aria-label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <select aria-label="Colour" value={colour} onChange={(event) => setColour(event.target.value)}>
        <option>Black</option>
        <option>Navy</option>
      </select>
      <button type="button" onClick={() => onAdd(`${quantity} × ${colour}`)}>
        Add to Cart
      </button>
    </form>
  );
}

describe('a tap on a server-drawn page, end to end', () => {
  it('reads what was typed and chosen before the tap that uses it', async () => {
    const added = jest.fn();
    const container = serverPage(renderToString(<BuyBox onAdd={added} />));
    fireEvent.input(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour' }), { target: { value: 'Navy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const taps = takeEarlyTaps();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <BuyBox onAdd={added} />);
      replayEarlyTaps(taps);
    });

    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith('3 × Navy');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    act(() => root!.unmount());
  });

  it('takes effect once the app has hydrated the page, exactly once', async () => {
    const container = serverPage(renderToString(<SizeChoice />));
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'UK 8' }));
    expect(screen.getByRole('button', { name: 'UK 8' })).toHaveAttribute('aria-pressed', 'false');

    const taps = takeEarlyTaps();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SizeChoice />);
      replayEarlyTaps(taps);
    });

    expect(screen.getByRole('button', { name: 'UK 8' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'UK 7' })).toHaveAttribute('aria-pressed', 'false');
    act(() => root!.unmount());
  });
});
