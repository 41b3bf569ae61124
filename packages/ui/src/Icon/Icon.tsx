import {
  Bell,
  BookOpen,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleSlash,
  Clock,
  Download,
  Dumbbell,
  Ellipsis,
  EllipsisVertical,
  Eye,
  EyeOff,
  File,
  Flower2,
  Footprints,
  GripVertical,
  House,
  Info,
  LogOut,
  Menu,
  MessageCircle,
  Minus,
  MoveRight,
  Paperclip,
  Plus,
  Search,
  Send,
  Settings,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Upload,
  User,
  Users,
  Wind,
  X,
  type LucideIcon,
} from 'lucide-react';
import { iconSize, type IconSize } from './Icon.css';

export type IconProps = {
  /** sm 16 px, md 20 px (default), lg 24 px. */
  size?: IconSize;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive technology. */
  label?: string;
};

export type IconComponent = (props: IconProps) => React.JSX.Element;

// Marked free of side effects so a bundle keeps only the icons a screen uses, not all of them.
/* @__NO_SIDE_EFFECTS__ */
function createIcon(Glyph: LucideIcon, name: string): IconComponent {
  function ProductIcon({ size = 'md', label }: IconProps) {
    return (
      <Glyph
        className={iconSize[size]}
        strokeWidth={2}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined } : { 'aria-hidden': true })}
      />
    );
  }
  ProductIcon.displayName = name;
  return ProductIcon;
}

export const ChevronDownIcon = createIcon(ChevronDown, 'ChevronDownIcon');
export const ChevronUpIcon = createIcon(ChevronUp, 'ChevronUpIcon');
export const ChevronLeftIcon = createIcon(ChevronLeft, 'ChevronLeftIcon');
export const ChevronRightIcon = createIcon(ChevronRight, 'ChevronRightIcon');
export const CloseIcon = createIcon(X, 'CloseIcon');
export const CheckIcon = createIcon(Check, 'CheckIcon');
export const PlusIcon = createIcon(Plus, 'PlusIcon');
export const MinusIcon = createIcon(Minus, 'MinusIcon');
export const BellIcon = createIcon(Bell, 'BellIcon');
export const SearchIcon = createIcon(Search, 'SearchIcon');
export const CalendarIcon = createIcon(Calendar, 'CalendarIcon');
export const ClockIcon = createIcon(Clock, 'ClockIcon');
export const AttachIcon = createIcon(Paperclip, 'AttachIcon');
export const SendIcon = createIcon(Send, 'SendIcon');
export const DownloadIcon = createIcon(Download, 'DownloadIcon');
export const UploadIcon = createIcon(Upload, 'UploadIcon');
export const FileIcon = createIcon(File, 'FileIcon');
export const EyeIcon = createIcon(Eye, 'EyeIcon');
export const EyeOffIcon = createIcon(EyeOff, 'EyeOffIcon');
export const MenuIcon = createIcon(Menu, 'MenuIcon');
export const MoreIcon = createIcon(Ellipsis, 'MoreIcon');
export const MoreVerticalIcon = createIcon(EllipsisVertical, 'MoreVerticalIcon');
export const UserIcon = createIcon(User, 'UserIcon');
export const UsersIcon = createIcon(Users, 'UsersIcon');
export const HomeIcon = createIcon(House, 'HomeIcon');
export const ChatIcon = createIcon(MessageCircle, 'ChatIcon');
export const SettingsIcon = createIcon(Settings, 'SettingsIcon');
export const LogoutIcon = createIcon(LogOut, 'LogoutIcon');
export const WarningIcon = createIcon(TriangleAlert, 'WarningIcon');
export const InfoIcon = createIcon(Info, 'InfoIcon');
export const ErrorIcon = createIcon(CircleAlert, 'ErrorIcon');
/** Task status: done by the patient. */
export const DoneIcon = createIcon(CircleCheck, 'DoneIcon');
/** Task status: skipped by the patient. */
export const SkippedIcon = createIcon(CircleSlash, 'SkippedIcon');
/** Task status: planned, not yet due. */
export const PlannedIcon = createIcon(CircleDashed, 'PlannedIcon');
export const DragIcon = createIcon(GripVertical, 'DragIcon');
export const TrendUpIcon = createIcon(TrendingUp, 'TrendUpIcon');
export const TrendDownIcon = createIcon(TrendingDown, 'TrendDownIcon');
export const TrendFlatIcon = createIcon(MoveRight, 'TrendFlatIcon');
/** An exercise without its own picture, by kind: strength (and any other), walking, breathing, mindfulness, theory. */
export const ExerciseIcon = createIcon(Dumbbell, 'ExerciseIcon');
export const WalkingIcon = createIcon(Footprints, 'WalkingIcon');
export const BreathingIcon = createIcon(Wind, 'BreathingIcon');
export const MindfulnessIcon = createIcon(Flower2, 'MindfulnessIcon');
export const TheoryLessonIcon = createIcon(BookOpen, 'TheoryLessonIcon');
