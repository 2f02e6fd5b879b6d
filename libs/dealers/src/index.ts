export { AddDealerPanel, type AddDealerPanelProps } from './add-dealer-panel';
export { DealerPicker, type DealerPickerProps } from './dealer-picker';
