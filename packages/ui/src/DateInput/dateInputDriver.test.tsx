import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput } from './DateInput';
import { dateInputDriver } from './dateInputDriver';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

function mount(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe('dateInputDriver', () => {
  it('reads what assistive technology reads', () => {
    mount(
      <DateInput
        label="Date of birth"
        name="dateOfBirth"
        required
        defaultValue="1990-01-02"
        description="As on the requisition"
      />,
    );
    const driver = dateInputDriver('Date of birth');
    expect(driver.text()).toBe('01/02/1990');
    expect(driver.placeholder()).toBe('MM / DD / YYYY');
    expect(driver.description()).toBe('Format: MM / DD / YYYY As on the requisition');
    expect(driver.isInvalid()).toBe(false);
    expect(driver.errorMessage()).toBeNull();
    expect(driver.submittedValue()).toBe('1990-01-02');
  });

  it('reads the error beside the label', () => {
    mount(<DateInput label="Collection date" error="Please enter a valid date" />);
    const driver = dateInputDriver('Collection date', container);
    expect(driver.isInvalid()).toBe(true);
    expect(driver.errorMessage()).toBe('Please enter a valid date');
    expect(driver.description()).toBe('Please enter a valid date Format: MM / DD / YYYY');
    expect(driver.submittedValue()).toBeNull();
  });

  it('says when there is no such input', () => {
    mount(<DateInput label="Collection date" />);
    expect(() => dateInputDriver('Date of birth')).toThrow(
      'No date input labelled "Date of birth"',
    );
  });
});
