"""A small IT helpdesk knowledge base and the questions people ask it.

Used by the guard tests and by ``bench/bench_guards.py``. Each question names the article
that answers it, so tests can check that retrieval still finds the right one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

ARTICLES: list[dict[str, str]] = [
    {
        "id": "kb-001",
        "title": "Reset your password",
        "text": "To reset your account password, open the self-service portal at "
        "password.corp.example, choose 'Forgot password' and confirm with the code sent to "
        "your registered phone. New passwords need 14 characters and cannot reuse the last "
        "five. The change reaches email and VPN within 15 minutes.",
    },
    {
        "id": "kb-002",
        "title": "Account locked after failed logins",
        "text": "Your account locks for 30 minutes after ten failed sign-in attempts. Wait for "
        "the lock to expire or ask the service desk to unlock it after verifying your "
        "identity. Check saved passwords on your phone: an old password in the mail app is "
        "the usual cause of repeated lockouts.",
    },
    {
        "id": "kb-003",
        "title": "Set up multi-factor authentication",
        "text": "Multi-factor authentication is required for all staff. Install the "
        "authenticator app, scan the QR code shown at mfa.corp.example and enter the "
        "six-digit code to finish enrolment. Keep the printed recovery codes somewhere safe.",
    },
    {
        "id": "kb-004",
        "title": "Lost or new phone: move your authenticator",
        "text": "If you replaced or lost your phone, your authenticator codes stop working. "
        "Sign in with a recovery code, remove the old device under Security settings and "
        "enrol the new phone. Without recovery codes the service desk must reset MFA after "
        "a video identity check.",
    },
    {
        "id": "kb-005",
        "title": "Connect to the VPN",
        "text": "Install the GlobalConnect VPN client from the software center, enter the "
        "gateway vpn.corp.example and sign in with your network account and MFA. Use the "
        "split-tunnel profile at home and the full-tunnel profile on public Wi-Fi.",
    },
    {
        "id": "kb-006",
        "title": "VPN connects but internal sites do not load",
        "text": "When the VPN shows connected but intranet pages time out, flush the DNS "
        "cache with 'ipconfig /flushdns', disconnect and reconnect. If it persists, switch "
        "to the full-tunnel profile; some home routers block the DNS servers used by the "
        "split tunnel.",
    },
    {
        "id": "kb-007",
        "title": "Office Wi-Fi access",
        "text": "Join the CorpSecure wireless network with your network account; the "
        "certificate is installed automatically on managed laptops. Guests use CorpGuest "
        "with the daily code from reception. Personal phones should use CorpGuest, never "
        "CorpSecure.",
    },
    {
        "id": "kb-008",
        "title": "Add a network printer",
        "text": "Open Settings, Printers and scanners, Add device, and pick the printer by "
        "its floor label, for example PRN-3F-EAST. Drivers install automatically. Print "
        "jobs are held until you badge in at the printer.",
    },
    {
        "id": "kb-009",
        "title": "Printer jobs stuck in the queue",
        "text": "If documents stay queued and never print, cancel all jobs, restart the "
        "Print Spooler service and send the job again. A paper jam or an empty toner "
        "cartridge also holds the queue; the printer display shows which.",
    },
    {
        "id": "kb-010",
        "title": "Outlook does not receive new email",
        "text": "If Outlook shows 'Disconnected' or new mail stops arriving, check the "
        "status bar, then restart Outlook in safe mode with 'outlook.exe /safe'. Rebuild the "
        "profile from Control Panel, Mail, Show profiles if it still does not sync.",
    },
    {
        "id": "kb-011",
        "title": "Mailbox full",
        "text": "Mailboxes hold 50 GB. When you reach the limit you can no longer send "
        "email. Empty Deleted Items, move large attachments to OneDrive and turn on the "
        "online archive, which moves mail older than two years automatically.",
    },
    {
        "id": "kb-012",
        "title": "Shared mailbox access",
        "text": "Request access to a shared mailbox such as support@ or finance@ through "
        "the access portal; the mailbox owner approves it. The mailbox appears in Outlook "
        "within an hour; restart Outlook if it does not.",
    },
    {
        "id": "kb-013",
        "title": "Laptop runs slow",
        "text": "A slow laptop usually has too little free disk space or too many startup "
        "apps. Restart at least once a week, keep 20 GB free on the system drive and disable "
        "startup apps in Task Manager. Hardware older than four years can be replaced.",
    },
    {
        "id": "kb-014",
        "title": "Laptop does not start or charge",
        "text": "If the laptop will not power on, connect the original charger for 30 "
        "minutes and check that the charging light comes on. Hold the power button for 15 "
        "seconds to reset. Bring it to the IT bar if it still shows a black screen.",
    },
    {
        "id": "kb-015",
        "title": "Blue screen errors",
        "text": "A blue screen (stop error) after an update is often a faulty driver. Note "
        "the stop code, restart, and install pending updates. Repeated crashes need a "
        "service desk ticket with the stop code and the time it happened.",
    },
    {
        "id": "kb-016",
        "title": "Install approved software",
        "text": "Install approved applications yourself from the Software Center. Software "
        "that is not listed needs a request with a business justification and a licence "
        "check; local administrator rights are not granted.",
    },
    {
        "id": "kb-017",
        "title": "Request a new laptop or monitor",
        "text": "Order equipment such as a laptop, monitor, docking station or headset in "
        "the hardware catalogue. Your manager approves the request and delivery takes about "
        "five working days. Standard laptops are replaced every four years.",
    },
    {
        "id": "kb-018",
        "title": "Docking station and external monitors",
        "text": "If external monitors stay black on the docking station, unplug the dock "
        "power for ten seconds, update the dock firmware from the Software Center and check "
        "Display settings. USB-C docks need the laptop's Thunderbolt port.",
    },
    {
        "id": "kb-019",
        "title": "Teams audio and camera problems",
        "text": "If people cannot hear you in Teams, choose the right microphone under "
        "Settings, Devices and make a test call. Close other apps that use the camera. "
        "Headsets on a dock sometimes need the dock's audio driver.",
    },
    {
        "id": "kb-020",
        "title": "Book a meeting room",
        "text": "Book meeting rooms from the Outlook calendar with Room Finder; rooms show "
        "their capacity and equipment. Bookings longer than four hours need facilities "
        "approval. Release rooms you no longer need.",
    },
    {
        "id": "kb-021",
        "title": "Shared drive and file permissions",
        "text": "Team folders live on the shared drive S:. To get access to a folder ask its "
        "owner to add you to the folder's access group in the access portal. Changes take "
        "effect after you sign out and back in.",
    },
    {
        "id": "kb-022",
        "title": "Restore a deleted file",
        "text": "Files deleted from OneDrive stay in the recycle bin for 93 days; restore "
        "them from the web. Files on the shared drive can be restored from previous versions "
        "taken every four hours: right-click the folder, Properties, Previous versions.",
    },
    {
        "id": "kb-023",
        "title": "OneDrive sync errors",
        "text": "A red cross on the OneDrive icon means sync stopped. Check for file names "
        "with characters like : or *, paths longer than 400 characters and files over 250 "
        "GB. Pause and resume sync, or reset OneDrive with 'onedrive.exe /reset'.",
    },
    {
        "id": "kb-024",
        "title": "Report a phishing email",
        "text": "Do not click links or open attachments in a suspicious email. Use the "
        "Report Phishing button in Outlook; the security team reviews it within an hour. If "
        "you already entered your password, reset it immediately and call the service desk.",
    },
    {
        "id": "kb-025",
        "title": "Lost or stolen laptop",
        "text": "Report a lost or stolen laptop to the service desk and security at once, "
        "day or night. The device is locked and wiped remotely; disk encryption protects "
        "the data. File a police report for theft and request a replacement.",
    },
    {
        "id": "kb-026",
        "title": "Encrypt a USB drive",
        "text": "Only encrypted USB drives may hold company data. Right-click the drive, "
        "choose Turn on BitLocker and set a password of at least 12 characters. Unencrypted "
        "drives are read-only on managed laptops.",
    },
    {
        "id": "kb-027",
        "title": "Onboarding a new employee",
        "text": "Managers request accounts and equipment for a new starter in the "
        "onboarding form at least ten working days before the start date. The new employee "
        "collects the laptop on day one and sets a password and MFA at the IT bar.",
    },
    {
        "id": "kb-028",
        "title": "Leaving the company",
        "text": "When someone leaves, their manager files the offboarding form. Accounts "
        "are disabled at 18:00 on the last day, the mailbox is kept for 90 days and the "
        "laptop must be returned to the IT bar.",
    },
    {
        "id": "kb-029",
        "title": "Service desk hours and contact",
        "text": "The service desk answers phone calls on extension 4357 from 7:00 to 19:00 "
        "on working days and takes tickets around the clock in the portal. Security "
        "incidents are handled 24/7.",
    },
    {
        "id": "kb-030",
        "title": "Mobile email on personal phones",
        "text": "To read work email on a personal phone, install the Outlook app and the "
        "Company Portal app, and enrol the phone. A PIN and encryption are required; "
        "company data can be wiped from the phone without touching your photos.",
    },
]

#: Questions people ask, each with the article that answers it.
QUESTIONS: list[tuple[str, str]] = [
    ("how do I reset my password", "kb-001"),
    ("I forgot my password and cannot log in", "kb-001"),
    ("my account is locked after too many login attempts", "kb-002"),
    ("how to enrol in multi-factor authentication", "kb-003"),
    ("I got a new phone and my authenticator codes don't work", "kb-004"),
    ("how do I connect to the VPN from home", "kb-005"),
    ("VPN is connected but the intranet does not load", "kb-006"),
    ("which wifi network should I use in the office", "kb-007"),
    ("how do I add a printer on my floor", "kb-008"),
    ("my print job is stuck in the queue", "kb-009"),
    ("Outlook is not receiving new emails", "kb-010"),
    ("my mailbox is full and I cannot send mail", "kb-011"),
    ("how do I get access to the finance shared mailbox", "kb-012"),
    ("my laptop is very slow", "kb-013"),
    ("laptop won't turn on or charge", "kb-014"),
    ("I keep getting a blue screen after an update", "kb-015"),
    ("how can I install software on my laptop", "kb-016"),
    ("how do I order a new monitor", "kb-017"),
    ("external monitors stay black on the docking station", "kb-018"),
    ("people cannot hear me in Teams calls", "kb-019"),
    ("how do I book a meeting room", "kb-020"),
    ("I need access to a team folder on the shared drive", "kb-021"),
    ("how do I restore a file I deleted", "kb-022"),
    ("OneDrive shows a red cross and is not syncing", "kb-023"),
    ("I received a suspicious phishing email", "kb-024"),
    ("my laptop was stolen", "kb-025"),
    ("how do I encrypt a USB stick", "kb-026"),
    ("what does a manager do for a new starter", "kb-027"),
    ("what happens to accounts when an employee leaves", "kb-028"),
    ("what are the service desk opening hours", "kb-029"),
    ("can I read work email on my personal phone", "kb-030"),
]


#: The JSON answer the helpdesk assistant is asked for.
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "answer": {"type": "string", "minLength": 1},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        "sources": {"type": "array", "items": {"type": "string"}, "minItems": 1},
        "steps": {"type": "array", "items": {"type": "string"}},
        "escalate": {"type": "boolean"},
        "ticket": {"type": ["string", "null"]},
    },
    "required": ["answer", "confidence", "sources", "escalate"],
    "additionalProperties": False,
}

#: Realistic answers in that shape.
ANSWERS: list[dict[str, Any]] = [
    {
        "answer": "Reset your password at password.corp.example with 'Forgot password'.",
        "confidence": 0.92,
        "sources": ["kb-001"],
        "steps": ["Open the portal", "Choose Forgot password", "Enter the code from your phone"],
        "escalate": False,
        "ticket": None,
    },
    {
        "answer": "Flush the DNS cache and reconnect; use the full-tunnel profile if it persists.",
        "confidence": 0.81,
        "sources": ["kb-006", "kb-005"],
        "steps": ["ipconfig /flushdns", "Disconnect and reconnect the VPN"],
        "escalate": False,
        "ticket": None,
    },
    {
        "answer": "Report the stolen laptop to the service desk and security right away.",
        "confidence": 0.97,
        "sources": ["kb-025"],
        "escalate": True,
        "ticket": "INC-20431",
    },
]


def wordllama_embed() -> Callable[[list[str]], np.ndarray]:
    """The wordllama embedding function (shipped weights, loaded offline, cached)."""
    return _wordllama().embed


@lru_cache(maxsize=1)
def _wordllama() -> Any:
    from genai_chaos._wordllama import import_wordllama

    wordllama = import_wordllama()
    return wordllama.WordLlama.load(
        cache_dir=Path(wordllama.__file__).parent, disable_download=True
    )


def article_texts() -> list[str]:
    """Each article as the text that gets indexed (title and body)."""
    return [f"{a['title']}. {a['text']}" for a in ARTICLES]


def article_ids() -> list[str]:
    return [a["id"] for a in ARTICLES]
