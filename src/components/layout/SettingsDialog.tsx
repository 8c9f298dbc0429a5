import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../Button";
import { ColorModeSwitch } from "../ColorModeSwitch";
import { CurrencySelect } from "../CurrencySelect";
import { Dialog, DialogActions } from "../Dialog";
import { LanguageSelect } from "../LanguageSelect";

/** Language, display currency and colour mode in one place, for visitors and users alike. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={<FormattedMessage id="settings.title" />}>
      <Rows>
        <Row>
          <FormattedMessage id="settings.language" tagName="span" />
          <LanguageSelect />
        </Row>
        <Row>
          <FormattedMessage id="settings.currency" tagName="span" />
          <CurrencySelect />
        </Row>
        <Row>
          <FormattedMessage id="colorMode.label" tagName="span" />
          <ColorModeSwitch />
        </Row>
      </Rows>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="settings.done" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const Rows = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr minmax(0, 12rem);
  align-items: center;
  gap: 1rem;
  font-weight: 600;
`;
