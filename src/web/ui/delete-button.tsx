import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/** A quiet red button with a bin that starts a delete (a confirmation follows): "Delete" unless `children` names more. */
export function DeleteButton({
  onClick,
  disabled,
  className,
  children = "Delete",
}: {
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      className={cn("text-destructive hover:bg-red-50", className)}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 aria-hidden="true" />
      {children}
    </Button>
  );
}
