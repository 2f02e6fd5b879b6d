import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dct/ui';

export interface SettingsSectionProps {
  /** Its anchor (/settings#export); the section takes focus when opened by it. */
  id: string;
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One section of the settings page: a card with its icon, title and what it is for. */
export function SettingsSection({ id, icon, title, description, className, contentClassName, children }: SettingsSectionProps) {
  return (
    <Card id={id} tabIndex={-1} className={className}>
      <CardHeader>
        <CardTitle className="settings-title">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
