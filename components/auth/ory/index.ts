/**
 * Our look for the identity flows: the complete `components` map of @ory/elements-react's OryProvider, built from
 * the app's Tailwind primitives (components/ui), one slot per file in this folder (card, header, footer, form,
 * messages, nodes/*). Ory's own theme and CSS are not used at all, so the flows look like the rest of the app,
 * follow the `dark` class and read every text from next-intl (Kratos texts through lib/auth/ui-text.ts).
 *
 * Ory Elements keeps the logic (form state, submit, code resend, redirects, flow errors); these components only
 * render what they are given.
 */
import type { OryFlowComponents } from '@ory/elements-react';
import { AuthMethodListContainer, AuthMethodListItem, CardContent, CardRoot, Divider } from './card';
import { CardFooter } from './footer';
import { FormGroup, FormRoot, NotOffered, SsoRoot } from './form';
import { CardHeader } from './header';
import { MessageContent, MessageRoot, MessageToast } from './messages';
import { NodeButton, NodeSsoButton } from './nodes/button';
import { NodeCheckbox, NodeSelect } from './nodes/choice';
import { NodeAnchor, NodeImage, NodeText } from './nodes/content';
import { NodeCodeInput, NodeInput } from './nodes/input';
import { NodeLabel } from './nodes/label';
import { PasskeySettings, WebauthnSettings } from '../security/key-settings';
import { RecoveryCodesSettings } from '../security/recovery-codes-settings';
import { SettingsSection, SettingsSectionContent, SettingsSectionFooter } from '../security/section';
import { SsoSettings } from '../security/sso-settings';
import { TotpSettings } from '../security/totp-settings';

/**
 * The complete component set passed to OryProvider. Complete on purpose: with no Ory default left, no Ory
 * markup or CSS reaches the page.
 */
export const authComponents: OryFlowComponents = {
  Node: {
    Button: NodeButton,
    SsoButton: NodeSsoButton,
    Anchor: NodeAnchor,
    Input: NodeInput,
    Select: NodeSelect,
    CodeInput: NodeCodeInput,
    Image: NodeImage,
    Label: NodeLabel,
    Checkbox: NodeCheckbox,
    Text: NodeText,
    Captcha: NotOffered,
    ConsentScopeCheckbox: NotOffered,
  },
  Card: {
    Root: CardRoot,
    Footer: CardFooter,
    Header: CardHeader,
    Content: CardContent,
    Logo: NotOffered,
    Divider,
    AuthMethodListContainer,
    AuthMethodListItem,
    SettingsSection,
    SettingsSectionContent,
    SettingsSectionFooter,
  },
  Form: {
    Root: FormRoot,
    SsoRoot,
    Group: FormGroup,
    SsoSettings,
    WebauthnSettings,
    PasskeySettings,
    TotpSettings,
    RecoveryCodesSettings,
  },
  Message: {
    Root: MessageRoot,
    Content: MessageContent,
    Toast: MessageToast,
  },
  Page: {
    Header: NotOffered,
  },
};
