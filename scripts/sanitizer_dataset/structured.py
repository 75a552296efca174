# ruff: noqa: E501
"""Seeded generator of benign STRUCTURED text pasted into an LLM assistant.

Training data for the sanitizer's tuned contextual layer, which scores long code, logs,
CSV, JSON, YAML, configs and markup as attack-like because its hand-written training data
has little of them. Every record is ordinary data or code (label ``benign``); about half
carry a short user request before or after the pasted content.

Kinds (``category`` is ``structured_<kind>``): csv, log, json, yaml, code, config,
markup, each with several sub-formats drawn over many domains (retail, logistics,
healthcare admin, finance, university, devops, games, government, IoT, HR, travel...).
Words such as "password", "token", "secret", "admin", "delete", "drop table", "sudo" or
"rm -rf" occur in their ordinary technical sense; values are obviously fake
(example.com, 10.0.x.x, ``changeme``, ``${DB_PASSWORD}``). Nothing is addressed to an AI.

Standard library only; the same ``(n, seed)`` gives the same records, byte for byte.

    python scripts/sanitizer_dataset/structured.py --n 600 --seed 0 --out /tmp/structured.jsonl
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

KINDS = ("csv", "log", "json", "yaml", "code", "config", "markup")
MIN_CHARS = 300
MAX_CHARS = 2500
SHINGLE = 7
NEAR_DUP = 0.5
REJECT_AT = 0.4  # generation rejects at a lower overlap than the check, for margin

R = random.Random

# --------------------------------------------------------------------------- pools

FIRST = [
    "Ana",
    "Ben",
    "Chloe",
    "Dmitri",
    "Elif",
    "Farah",
    "Goran",
    "Hana",
    "Ivan",
    "Jia",
    "Kofi",
    "Lena",
    "Mateo",
    "Nadia",
    "Omar",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tariq",
    "Uma",
    "Victor",
    "Wen",
    "Ximena",
    "Yusuf",
    "Zoe",
    "Aiko",
    "Bruno",
    "Carmen",
    "Dara",
    "Emeka",
    "Freya",
    "Hugo",
    "Ines",
    "Jonas",
    "Kira",
    "Luca",
    "Maya",
    "Nils",
    "Olga",
]
LAST = [
    "Almeida",
    "Becker",
    "Chen",
    "Dubois",
    "Eriksen",
    "Fischer",
    "Garcia",
    "Haddad",
    "Ito",
    "Jensen",
    "Kowalski",
    "Lopez",
    "Murphy",
    "Nguyen",
    "Okafor",
    "Petrov",
    "Quinn",
    "Rossi",
    "Silva",
    "Tanaka",
    "Uddin",
    "Varga",
    "Walsh",
    "Xu",
    "Yilmaz",
    "Zimmer",
    "Novak",
    "Moreau",
    "Singh",
    "Costa",
    "Horvat",
    "Lindqvist",
    "Mendes",
    "Brennan",
    "Sato",
]
CITIES = [
    "Lisbon",
    "Rotterdam",
    "Lyon",
    "Krakow",
    "Austin",
    "Osaka",
    "Nairobi",
    "Porto Alegre",
    "Leeds",
    "Gdansk",
    "Denver",
    "Valencia",
    "Brno",
    "Tampere",
    "Cork",
    "Pune",
    "Bilbao",
    "Graz",
    "Malmo",
    "Quebec City",
    "Adelaide",
    "Cluj-Napoca",
    "Seville",
    "Aarhus",
    "Tucson",
    "Ghent",
    "Turin",
    "Wellington",
]
COUNTRIES = [
    "PT",
    "NL",
    "FR",
    "PL",
    "US",
    "JP",
    "KE",
    "BR",
    "GB",
    "CZ",
    "ES",
    "FI",
    "IE",
    "IN",
    "AT",
    "SE",
    "CA",
    "AU",
    "RO",
    "DK",
    "BE",
    "IT",
    "NZ",
]
STREETS = [
    "Harbour Rd",
    "Elm St",
    "Rua das Flores",
    "Kings Ave",
    "Mill Lane",
    "Station Sq",
    "Oak Blvd",
    "Canal St",
    "Bridge Rd",
    "Park Row",
    "Market Pl",
]
TEAMS = [
    "payments",
    "fulfilment",
    "platform",
    "data",
    "billing",
    "identity",
    "search",
    "catalog",
    "mobile",
    "infra",
    "analytics",
    "scheduling",
    "notifications",
    "reporting",
]
HOSTS = [
    "web-01",
    "web-02",
    "api-03",
    "db-primary",
    "worker-7",
    "ingest-2",
    "cache-1",
    "build-runner-4",
    "edge-lb",
    "batch-05",
    "gw-eu-1",
    "mq-2",
]
NOTES = [
    "left at front desk",
    "call before delivery",
    "partial refund, see ticket",
    "follow-up in 2 weeks",
    "requested invoice copy",
    "address changed, confirmed by phone",
    "duplicate of earlier entry",
    "paid by bank transfer",
    "waiting for supplier",
    "fragile, handle with care",
    "needs manager approval",
    "walk-in, no appointment",
    "gate code 4411",
    "weekend only",
    "",
]


def date(r: R) -> dt.date:
    return dt.date(2021, 1, 1) + dt.timedelta(days=r.randrange(1800))


def stamp(r: R) -> dt.datetime:
    return dt.datetime.combine(date(r), dt.time(r.randrange(24), r.randrange(60), r.randrange(60)))


def person(r: R) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def email(r: R) -> str:
    dom = r.choice(
        ["example.com", "example.org", "example.net", "mail.example.com", "corp.example"]
    )
    return f"{r.choice(FIRST).lower()}.{r.choice(LAST).lower()}{r.choice(['', str(r.randrange(10, 99))])}@{dom}"


def ip(r: R) -> str:
    return r.choice(
        [
            f"10.0.{r.randrange(256)}.{r.randrange(1, 255)}",
            f"192.168.{r.randrange(10)}.{r.randrange(2, 254)}",
            f"172.16.{r.randrange(32)}.{r.randrange(2, 254)}",
        ]
    )


def ident(r: R, prefix: str, digits: int = 6) -> str:
    return f"{prefix}{r.randrange(10 ** (digits - 1), 10**digits)}"


# A field: (snake_name, type, generator). Types drive formatting and code templates.
Field = tuple[str, str, Callable[[R], object]]


def f_id(name: str, prefix: str, digits: int = 6) -> Field:
    return (name, "id", lambda r: ident(r, prefix, digits))


def f_int(name: str, a: int, b: int) -> Field:
    return (name, "int", lambda r: r.randint(a, b))


def f_money(name: str, a: float, b: float) -> Field:
    return (name, "money", lambda r: round(r.uniform(a, b), 2))


def f_float(name: str, a: float, b: float, d: int = 2) -> Field:
    return (name, "float", lambda r: round(r.uniform(a, b), d))


def f_enum(name: str, *values: str) -> Field:
    return (name, "enum:" + "|".join(values), lambda r: r.choice(values))


def f_date(name: str) -> Field:
    return (name, "date", date)


def f_ts(name: str) -> Field:
    return (name, "datetime", stamp)


def f_str(name: str, gen: Callable[[R], object]) -> Field:
    return (name, "str", gen)


def f_bool(name: str) -> Field:
    return (name, "bool", lambda r: r.random() < 0.5)


DOMAINS: list[tuple[str, str, list[Field]]] = [
    (
        "retail",
        "order",
        [
            f_id("order_id", "ORD-"),
            f_str("customer_name", person),
            f_str("email", email),
            f_str("sku", lambda r: f"SKU-{r.choice('ABCDEFGH')}{r.randrange(1000, 9999)}"),
            f_int("quantity", 1, 12),
            f_money("unit_price", 2, 400),
            f_enum("status", "pending", "paid", "shipped", "delivered", "refunded", "cancelled"),
            f_date("order_date"),
            f_str("store", lambda r: f"{r.choice(CITIES)} #{r.randrange(1, 60)}"),
            f_str("notes", lambda r: r.choice(NOTES)),
        ],
    ),
    (
        "logistics",
        "shipment",
        [
            f_id("shipment_id", "SHP", 7),
            f_str("origin", lambda r: r.choice(CITIES)),
            f_str("destination", lambda r: r.choice(CITIES)),
            f_str(
                "carrier",
                lambda r: r.choice(
                    ["DHL", "UPS", "FedEx", "PostNL", "GLS", "DPD", "Correos", "local courier"]
                ),
            ),
            f_float("weight_kg", 0.2, 950, 1),
            f_int("pallets", 0, 24),
            f_enum(
                "status", "in_transit", "at_hub", "delivered", "delayed", "returned", "customs_hold"
            ),
            f_date("eta"),
            f_ts("last_scan"),
            f_str(
                "address",
                lambda r: f"{r.randrange(1, 300)} {r.choice(STREETS)}, {r.choice(CITIES)}",
            ),
        ],
    ),
    (
        "healthcare_admin",
        "appointment",
        [
            f_id("appointment_id", "APT", 6),
            f_id("patient_ref", "P", 7),
            f_str("clinician", lambda r: f"Dr. {r.choice(LAST)}"),
            f_str(
                "department",
                lambda r: r.choice(
                    [
                        "cardiology",
                        "dermatology",
                        "physiotherapy",
                        "radiology",
                        "general practice",
                        "paediatrics",
                        "ophthalmology",
                    ]
                ),
            ),
            f_ts("scheduled_at"),
            f_int("duration_min", 10, 90),
            f_enum(
                "status", "booked", "checked_in", "completed", "no_show", "rescheduled", "cancelled"
            ),
            f_str(
                "insurer",
                lambda r: r.choice(
                    ["Acme Health", "Northwind Care", "Contoso Mutual", "self-pay", "public"]
                ),
            ),
            f_bool("reminder_sent"),
        ],
    ),
    (
        "finance",
        "transaction",
        [
            f_id("txn_id", "TX", 9),
            f_str("account", lambda r: f"ACC-{r.randrange(1000, 9999)}-{r.randrange(100, 999)}"),
            f_ts("posted_at"),
            f_money("amount", -5000, 12000),
            f_enum("currency", "EUR", "USD", "GBP", "PLN", "JPY", "BRL"),
            f_str(
                "counterparty",
                lambda r: r.choice(
                    [
                        "Globex Ltd",
                        "Initech",
                        "Umbrella Supplies",
                        "Stark Freight",
                        "Wayne Catering",
                        "Hooli Cloud",
                        "Vandelay Imports",
                        "Soylent Foods",
                    ]
                ),
            ),
            f_enum(
                "category",
                "payroll",
                "rent",
                "utilities",
                "travel",
                "software",
                "office",
                "tax",
                "refund",
            ),
            f_bool("reconciled"),
            f_str("memo", lambda r: r.choice(NOTES)),
        ],
    ),
    (
        "university",
        "enrollment",
        [
            f_id("student_id", "S", 7),
            f_str("student_name", person),
            f_str(
                "course_code",
                lambda r: (
                    f"{r.choice(['CS', 'MATH', 'BIO', 'ECON', 'HIST', 'PHYS', 'LAW', 'ENG'])}{r.randrange(100, 499)}"
                ),
            ),
            f_enum("term", "2023-FALL", "2024-SPRING", "2024-FALL", "2025-SPRING"),
            f_int("credits", 2, 10),
            f_float("grade_points", 0, 4, 1),
            f_enum("status", "enrolled", "waitlisted", "dropped", "completed", "incomplete"),
            f_str("advisor", lambda r: f"Prof. {r.choice(LAST)}"),
            f_str("email", email),
        ],
    ),
    (
        "devops",
        "incident",
        [
            f_id("incident_id", "INC-", 5),
            f_enum("severity", "sev1", "sev2", "sev3", "sev4"),
            f_str(
                "service",
                lambda r: (
                    f"{r.choice(TEAMS)}-{r.choice(['api', 'worker', 'db', 'gateway', 'cron'])}"
                ),
            ),
            f_ts("opened_at"),
            f_int("minutes_to_resolve", 3, 600),
            f_str("on_call", person),
            f_enum("status", "open", "mitigated", "resolved", "postmortem_due"),
            f_str("host", lambda r: r.choice(HOSTS)),
            f_str(
                "root_cause",
                lambda r: r.choice(
                    [
                        "disk full",
                        "expired TLS cert",
                        "bad deploy",
                        "DNS timeout",
                        "connection pool exhausted",
                        "OOM killed",
                        "config drift",
                        "upstream 503s",
                    ]
                ),
            ),
        ],
    ),
    (
        "games",
        "player",
        [
            f_id("player_id", "PL", 8),
            f_str(
                "gamertag",
                lambda r: (
                    f"{r.choice(['Shadow', 'Pixel', 'Nova', 'Frost', 'Turbo', 'Lucky', 'Iron', 'Quiet'])}{r.choice(['Fox', 'Byte', 'Wolf', 'Moth', 'Knight', 'Otter'])}{r.randrange(100)}"
                ),
            ),
            f_int("level", 1, 120),
            f_int("xp", 0, 250000),
            f_int("matches_played", 0, 4000),
            f_float("win_rate", 0, 1, 3),
            f_enum("region", "eu-west", "na-east", "sa", "apac", "oce"),
            f_date("last_login"),
            f_bool("premium"),
        ],
    ),
    (
        "government",
        "permit",
        [
            f_id("permit_no", "BP-2024-", 5),
            f_str("applicant", person),
            f_str(
                "parcel",
                lambda r: (
                    f"{r.randrange(100, 999)}-{r.randrange(10, 99)}-{r.randrange(1000, 9999)}"
                ),
            ),
            f_enum(
                "permit_type",
                "building",
                "demolition",
                "signage",
                "event",
                "street_closure",
                "tree_removal",
            ),
            f_date("submitted"),
            f_date("decision_date"),
            f_enum("status", "received", "under_review", "approved", "rejected", "appealed"),
            f_money("fee", 25, 3500),
            f_str("district", lambda r: f"Ward {r.randrange(1, 15)}"),
        ],
    ),
    (
        "iot",
        "reading",
        [
            f_str(
                "device_id",
                lambda r: (
                    f"sensor-{r.choice(['th', 'co2', 'pm', 'flow', 'vib'])}-{r.randrange(1, 400):03d}"
                ),
            ),
            f_ts("timestamp"),
            f_float("temperature_c", -12, 41, 1),
            f_float("humidity_pct", 10, 99, 1),
            f_int("co2_ppm", 380, 2400),
            f_float("battery_v", 2.7, 4.2, 2),
            f_int("rssi_dbm", -110, -40),
            f_str(
                "gateway",
                lambda r: f"gw-{r.choice(CITIES).lower().replace(' ', '-')}-{r.randrange(1, 9)}",
            ),
            f_str("firmware", lambda r: f"{r.randrange(1, 4)}.{r.randrange(10)}.{r.randrange(20)}"),
        ],
    ),
    (
        "hr",
        "employee",
        [
            f_id("employee_id", "E", 5),
            f_str("full_name", person),
            f_str("work_email", email),
            f_str(
                "department",
                lambda r: r.choice(
                    [
                        "Finance",
                        "Engineering",
                        "Sales",
                        "Legal",
                        "Operations",
                        "Support",
                        "Marketing",
                    ]
                ),
            ),
            f_str(
                "job_title",
                lambda r: r.choice(
                    [
                        "Analyst",
                        "Engineer II",
                        "Team Lead",
                        "Coordinator",
                        "Account Manager",
                        "Admin Assistant",
                        "Specialist",
                    ]
                ),
            ),
            f_date("start_date"),
            f_money("salary", 28000, 140000),
            f_str("manager", person),
            f_str("location", lambda r: r.choice(CITIES)),
            f_bool("remote"),
        ],
    ),
    (
        "travel",
        "booking",
        [
            f_id("booking_ref", "BK", 6),
            f_str("guest", person),
            f_str(
                "hotel",
                lambda r: (
                    f"{r.choice(['Harbour', 'Grand', 'Park', 'Riverside', 'Central'])} {r.choice(['Inn', 'Hotel', 'Suites', 'Lodge'])} {r.choice(CITIES)}"
                ),
            ),
            f_date("check_in"),
            f_int("nights", 1, 14),
            f_enum("room_type", "single", "double", "twin", "suite", "family"),
            f_money("total", 60, 3900),
            f_enum("channel", "direct", "ota", "corporate", "phone"),
            f_enum("status", "confirmed", "cancelled", "no_show", "checked_out"),
        ],
    ),
    (
        "library",
        "loan",
        [
            f_id("loan_id", "L", 7),
            f_str(
                "isbn",
                lambda r: (
                    f"978-{r.randrange(0, 2)}-{r.randrange(100, 999)}-{r.randrange(10000, 99999)}-{r.randrange(10)}"
                ),
            ),
            f_str(
                "title",
                lambda r: (
                    f"{r.choice(['The', 'A Short History of', 'Notes on', 'Beyond'])} {r.choice(['Rivers', 'Glass', 'Tides', 'Algorithms', 'Bridges', 'Maps', 'Gardens'])}"
                ),
            ),
            f_str("member", person),
            f_date("borrowed"),
            f_date("due"),
            f_int("renewals", 0, 3),
            f_money("late_fee", 0, 12),
            f_enum("branch", "Central", "Eastside", "Harbour", "Campus"),
        ],
    ),
    (
        "energy",
        "meter_reading",
        [
            f_str("meter_id", lambda r: f"MTR-{r.randrange(100000, 999999)}"),
            f_date("read_date"),
            f_float("kwh", 0, 2400, 1),
            f_enum("tariff", "standard", "economy7", "ev_night", "business"),
            f_enum("read_type", "actual", "estimated", "customer"),
            f_str(
                "postcode",
                lambda r: (
                    f"{r.choice('ABCDEFGHKLMN')}{r.choice('ABDEHLMNPRST')}{r.randrange(1, 20)} {r.randrange(1, 9)}{r.choice('ABDEFGHJ')}{r.choice('LNPQRSTU')}"
                ),
            ),
            f_money("amount_due", 0, 800),
            f_bool("smart"),
        ],
    ),
    (
        "support",
        "ticket",
        [
            f_id("ticket_id", "#", 5),
            f_str("requester", email),
            f_str(
                "subject",
                lambda r: r.choice(
                    [
                        "Cannot reset password",
                        "Invoice shows wrong VAT",
                        "App crashes on login",
                        "Change delivery address",
                        "Refund not received",
                        "Export to CSV is empty",
                        "Need admin access for new hire",
                        "2FA token not arriving",
                        "Delete my old account",
                    ]
                ),
            ),
            f_enum("priority", "low", "normal", "high", "urgent"),
            f_enum("status", "new", "open", "pending", "solved", "closed"),
            f_str("assignee", person),
            f_ts("created"),
            f_int("replies", 0, 14),
            f_enum("channel", "email", "chat", "phone", "web"),
        ],
    ),
    (
        "marketing",
        "campaign",
        [
            f_id("campaign_id", "CMP", 4),
            f_str(
                "name",
                lambda r: (
                    f"{r.choice(['Spring', 'Summer', 'Back to School', 'Black Friday', 'Q3', 'Loyalty'])} {r.choice(['Promo', 'Retargeting', 'Newsletter', 'Launch', 'Webinar'])}"
                ),
            ),
            f_enum("channel", "email", "search", "social", "display", "affiliate"),
            f_date("start"),
            f_money("budget", 500, 90000),
            f_int("impressions", 1000, 4000000),
            f_int("clicks", 10, 90000),
            f_int("conversions", 0, 3000),
            f_float("ctr", 0, 0.2, 4),
        ],
    ),
    (
        "inventory",
        "stock_item",
        [
            f_str(
                "sku", lambda r: f"{r.choice(['WH', 'BX', 'PT', 'EL'])}-{r.randrange(10000, 99999)}"
            ),
            f_str(
                "description",
                lambda r: (
                    f"{r.choice(['steel', 'oak', 'nylon', 'ceramic', 'LED', 'cotton'])} {r.choice(['bracket', 'panel', 'cable', 'mug', 'lamp', 'towel', 'hinge'])} {r.choice(['S', 'M', 'L', 'XL', '10mm', '2m'])}"
                ),
            ),
            f_str("warehouse", lambda r: f"WH-{r.choice(CITIES)[:3].upper()}"),
            f_str(
                "bin", lambda r: f"{r.choice('ABCDEF')}{r.randrange(1, 40):02d}-{r.randrange(1, 6)}"
            ),
            f_int("on_hand", 0, 5000),
            f_int("reorder_point", 5, 400),
            f_money("unit_cost", 0.1, 250),
            f_str(
                "supplier",
                lambda r: r.choice(["Globex", "Acme Parts", "Initech", "Northwind", "Contoso"]),
            ),
            f_date("last_counted"),
        ],
    ),
]


def domain(r: R) -> tuple[str, str, list[Field]]:
    name, entity, fields = r.choice(DOMAINS)
    keep = [fields[0]] + [f for f in fields[1:] if r.random() < 0.85]
    return name, entity, keep


def style(name: str, how: str) -> str:
    parts = name.split("_")
    if how == "camel":
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    if how == "title":
        return " ".join(p.capitalize() for p in parts)
    if how == "upper":
        return name.upper()
    if how == "kebab":
        return "-".join(parts)
    return name


def jsonable(v: object) -> object:
    if isinstance(v, dt.datetime):
        return v.isoformat() + "Z"
    if isinstance(v, dt.date):
        return v.isoformat()
    return v


def text_value(v: object, date_fmt: str = "%Y-%m-%d") -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, dt.datetime):
        return v.strftime(date_fmt + " %H:%M:%S" if "%H" not in date_fmt else date_fmt)
    if isinstance(v, dt.date):
        return v.strftime(date_fmt)
    return str(v)


def row(r: R, fields: list[Field]) -> list[object]:
    return [g(r) for _, _, g in fields]


def pascal(s: str) -> str:
    return "".join(p.capitalize() for p in s.split("_"))


def camel(s: str) -> str:
    return style(s, "camel")


def enum_field(fields: list[Field]) -> tuple[str, list[str]] | None:
    for name, t, _ in fields:
        if t.startswith("enum:"):
            return name, t[5:].split("|")
    return None


def num_field(fields: list[Field]) -> str:
    for name, t, _ in fields:
        if t in ("money", "int", "float"):
            return name
    return fields[0][0]


def date_field(fields: list[Field]) -> str | None:
    for name, t, _ in fields:
        if t in ("date", "datetime"):
            return name
    return None


# --------------------------------------------------------------------------- csv


def csv_quote(s: str, delim: str, always: bool) -> str:
    if always or delim in s or '"' in s or "\n" in s:
        return '"' + s.replace('"', '""') + '"'
    return s


def build_csv(r: R, k: int) -> str:
    _, _, fields = domain(r)
    delim = r.choice([",", ",", ",", ";", "\t"])
    head_style = r.choice(["snake", "snake", "camel", "title", "upper", "kebab"])
    date_fmt = r.choice(["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y"])
    always = r.random() < 0.25
    decimal_comma = delim == ";" and r.random() < 0.5
    missing = r.choice([0.0, 0.0, 0.0, 0.03, 0.08])  # some exports have gaps
    lines = [delim.join(csv_quote(style(n, head_style), delim, always) for n, _, _ in fields)]
    for _ in range(k):
        cells = []
        for v in row(r, fields):
            s = text_value(v, date_fmt)
            if decimal_comma and isinstance(v, float):
                s = s.replace(".", ",")
            if cells and r.random() < missing:
                s = r.choice(["", "", "NA", "null", "-"])
            cells.append(csv_quote(s, delim, always))
        lines.append(delim.join(cells))
    return "\n".join(lines)


# --------------------------------------------------------------------------- logs

PATHS = [
    "/api/v1/orders",
    "/api/v2/shipments",
    "/login",
    "/static/app.3f9c.js",
    "/healthz",
    "/api/v1/users/me",
    "/search",
    "/cart/checkout",
    "/admin/reports",
    "/metrics",
    "/api/v1/tokens/refresh",
    "/favicon.ico",
    "/images/banner.webp",
    "/graphql",
]
AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 13_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
    "curl/8.4.0",
    "python-requests/2.31.0",
    "kube-probe/1.29",
    "Go-http-client/1.1",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Mobile/15E148",
]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def clock(r: R) -> Callable[[], dt.datetime]:
    t = [stamp(r)]

    def tick() -> dt.datetime:
        t[0] += dt.timedelta(
            seconds=r.choice([0, 0, 1, 1, 2, 3, 7, 15, 60, 240]), milliseconds=r.randrange(1000)
        )
        return t[0]

    return tick


def log_syslog(r: R, k: int) -> str:
    host, tick = r.choice(HOSTS), clock(r)
    msgs = [
        lambda: (
            f"sshd[{r.randrange(900, 40000)}]: Accepted publickey for {r.choice(['deploy', 'ubuntu', 'admin', 'ci'])} from {ip(r)} port {r.randrange(30000, 65000)} ssh2"
        ),
        lambda: (
            f"sshd[{r.randrange(900, 40000)}]: Failed password for invalid user {r.choice(['test', 'oracle', 'guest', 'pi'])} from {ip(r)} port {r.randrange(30000, 65000)} ssh2"
        ),
        lambda: (
            f"CRON[{r.randrange(900, 40000)}]: ({r.choice(['root', 'www-data', 'backup'])}) CMD ({r.choice(['/usr/local/bin/rotate-logs.sh', 'run-parts /etc/cron.hourly', '/opt/backup/nightly.sh --quiet', 'certbot renew -q'])})"
        ),
        lambda: (
            f"systemd[1]: {r.choice(['Started', 'Stopped', 'Reloading'])} {r.choice(['nginx.service', 'postgresql@15-main.service', 'docker.service', 'node-exporter.service', 'logrotate.service'])}."
        ),
        lambda: (
            f"kernel: [{r.randrange(1000, 999999)}.{r.randrange(100000, 999999)}] {r.choice(['EXT4-fs (sda1): re-mounted. Opts: errors=remount-ro', 'Out of memory: Killed process ' + str(r.randrange(1000, 60000)) + ' (java)', 'eth0: Link is Up - 1Gbps/Full', 'usb 1-1: new high-speed USB device number 3'])}"
        ),
        lambda: (
            f"sudo: {r.choice(['deploy', 'ops', 'jenkins'])} : TTY=pts/{r.randrange(4)} ; PWD=/home/{r.choice(['deploy', 'ops'])} ; USER=root ; COMMAND=/usr/bin/systemctl restart {r.choice(['nginx', 'app', 'redis-server'])}"
        ),
        lambda: f"dhclient[{r.randrange(400, 900)}]: DHCPACK of {ip(r)} from {ip(r)}",
        lambda: (
            f"postfix/smtp[{r.randrange(1000, 9000)}]: {ident(r, '', 10)}: to=<{email(r)}>, relay=mx.example.com[{ip(r)}]:25, status=sent (250 2.0.0 OK)"
        ),
    ]
    out = []
    for _ in range(k):
        t = tick()
        out.append(f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {host} {r.choice(msgs)()}")
    return "\n".join(out)


def log_access(r: R, k: int) -> str:
    tick, out = clock(r), []
    combined = r.random() < 0.7
    for _ in range(k):
        t = tick()
        method = r.choice(["GET", "GET", "GET", "POST", "PUT", "DELETE", "HEAD"])
        path = r.choice(PATHS) + r.choice(
            [
                "",
                "",
                f"?page={r.randrange(1, 30)}",
                f"?id={r.randrange(1, 9999)}",
                "?q=winter+boots",
            ]
        )
        code = r.choice([200, 200, 200, 201, 204, 301, 304, 400, 401, 403, 404, 499, 500, 502, 503])
        line = f'{ip(r)} - {r.choice(["-", "-", "-", "alice", "svc-report"])} [{t.day:02d}/{MONTHS[t.month - 1]}/{t.year}:{t:%H:%M:%S} +0000] "{method} {path} HTTP/1.1" {code} {r.randrange(0, 90000)}'
        if combined:
            line += f' "{r.choice(["-", "https://shop.example.com/", "https://intranet.example.org/dash"])}" "{r.choice(AGENTS)}"'
            if r.random() < 0.5:
                line += f" rt={r.uniform(0.001, 3):.3f}"
        out.append(line)
    return "\n".join(out)


def app_message(r: R) -> tuple[str, str]:
    _, entity, _ = r.choice(DOMAINS)
    return r.choice(
        [
            (
                "INFO",
                f"synced {r.randrange(1, 5000)} {entity} records in {r.uniform(0.1, 30):.2f}s",
            ),
            (
                "INFO",
                f"request completed method=GET path={r.choice(PATHS)} status=200 duration_ms={r.randrange(2, 900)}",
            ),
            ("DEBUG", f"cache miss key={entity}:{r.randrange(1, 99999)}"),
            (
                "DEBUG",
                f"loaded config from /etc/{r.choice(TEAMS)}/app.yaml (override from env: {r.choice(['true', 'false'])})",
            ),
            (
                "WARN",
                f"slow query took {r.randrange(900, 12000)}ms: SELECT * FROM {entity}s WHERE status = $1",
            ),
            (
                "WARN",
                f"retrying upstream call attempt={r.randrange(2, 5)} backoff={r.choice([200, 400, 800, 1600])}ms",
            ),
            (
                "WARN",
                f"token for client {r.choice(TEAMS)}-svc expires in {r.randrange(1, 59)} minutes, refreshing",
            ),
            (
                "ERROR",
                f"failed to publish event {entity}.updated: connection refused ({ip(r)}:5672)",
            ),
            (
                "ERROR",
                f'password authentication failed for user "{r.choice(["app", "reporting", "etl"])}" (host {r.choice(HOSTS)})',
            ),
            ("INFO", f"user {r.randrange(100, 99999)} logged in from {ip(r)}"),
            ("INFO", f"scheduled job cleanup_{entity}s deleted {r.randrange(0, 900)} expired rows"),
            ("ERROR", f"timeout after {r.choice([5, 10, 30])}s waiting for lock on {entity}s"),
        ]
    )


def log_app(r: R, k: int) -> str:
    tick, out = clock(r), []
    svc = r.choice(TEAMS)
    fmt = r.randrange(3)
    for _ in range(k):
        t = tick()
        lvl, msg = app_message(r)
        if fmt == 0:
            out.append(
                f"{t:%Y-%m-%d %H:%M:%S},{r.randrange(1000):03d} {lvl:<5} [{r.choice(['main', 'worker-1', 'worker-2', 'scheduler', 'http-nio-8080-exec-3'])}] {svc}.{r.choice(['sync', 'api', 'jobs', 'db'])}: {msg}"
            )
        elif fmt == 1:
            out.append(f"[{t:%Y-%m-%dT%H:%M:%S}.{r.randrange(1000):03d}Z] {lvl} {svc}: {msg}")
        else:
            out.append(
                f'time="{t:%Y-%m-%dT%H:%M:%SZ}" level={lvl.lower()} service={svc} msg="{msg.replace(chr(34), chr(39))}"'
            )
    return "\n".join(out)


def log_jsonl(r: R, k: int) -> str:
    tick, out = clock(r), []
    svc = f"{r.choice(TEAMS)}-{r.choice(['api', 'worker', 'gateway'])}"
    for _ in range(k):
        lvl, msg = app_message(r)
        rec: dict[str, object] = {
            "ts": tick().isoformat(timespec="milliseconds") + "Z",
            "level": lvl.lower(),
            "service": svc,
            "msg": msg,
        }
        if r.random() < 0.6:
            rec["trace_id"] = f"{r.getrandbits(64):016x}"
        if r.random() < 0.4:
            rec["host"] = r.choice(HOSTS)
        if r.random() < 0.3:
            rec["user_id"] = r.randrange(1, 99999)
        out.append(json.dumps(rec))
    return "\n".join(out)


def log_python_tb(r: R, k: int) -> str:
    pkg = r.choice(["billing", "inventory", "reports", "scheduler", "ingest", "portal"])
    _, entity, fields = r.choice(DOMAINS)
    tick = clock(r)
    lines = []
    for _ in range(max(1, k // 3)):
        lvl, msg = app_message(r)
        lines.append(f"{tick():%Y-%m-%d %H:%M:%S} {lvl} {pkg}: {msg}")
    lines.append("Traceback (most recent call last):")
    funcs = [
        ("main", "run()"),
        ("run", f"process_batch(batch_id={r.randrange(1, 999)})"),
        ("process_batch", f"for {entity} in load_{entity}s(path):"),
        (f"load_{entity}s", "yield parse_row(row)"),
        ("parse_row", f'value = float(row["{r.choice(fields)[0]}"])'),
        ("_validate", "raise ValidationError(msg)"),
        ("execute", "cursor.execute(sql, params)"),
        ("get", "resp.raise_for_status()"),
    ]
    depth = min(len(funcs), max(2, k - len(lines) + 2))
    start = r.randrange(0, len(funcs) - min(depth, len(funcs)) + 1)
    for i, (fn, code) in enumerate(funcs[start : start + depth]):
        f = (
            r.choice(
                [
                    f"/srv/{pkg}/app/{fn}.py",
                    f"/srv/{pkg}/{pkg}/jobs.py",
                    f"/usr/lib/python3.11/site-packages/{r.choice(['requests', 'sqlalchemy', 'psycopg2'])}/core.py",
                ]
            )
            if i
            else f"/srv/{pkg}/cli.py"
        )
        lines.append(f'  File "{f}", line {r.randrange(10, 800)}, in {fn}')
        lines.append(f"    {code}")
    lines.append(
        r.choice(
            [
                f"ValueError: could not convert string to float: '{r.choice(['N/A', '12,50', '', 'n/a'])}'",
                f"KeyError: '{r.choice(fields)[0]}'",
                f'psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "{entity}s_pkey"',
                f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example.com/v1/{entity}s",
                "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
                f"FileNotFoundError: [Errno 2] No such file or directory: '/data/{entity}s_{r.randrange(2021, 2026)}.csv'",
                'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.0.4.12", port 5432 failed: timeout expired',
            ]
        )
    )
    return "\n".join(lines)


def log_java(r: R, k: int) -> str:
    pkg = f"com.{r.choice(['acme', 'example', 'northwind', 'contoso'])}.{r.choice(TEAMS)}"
    _, entity, _ = r.choice(DOMAINS)
    cls = pascal(entity)
    t = stamp(r)
    lines = [
        f"{t:%Y-%m-%d %H:%M:%S}.{r.randrange(1000):03d} ERROR {r.randrange(1000, 99999)} --- [nio-8080-exec-{r.randrange(1, 10)}] {pkg}.web.{cls}Controller : Request processing failed"
    ]
    exc = r.choice(
        [
            'java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null',
            f"java.lang.IllegalStateException: {cls} {r.randrange(1, 99999)} is already closed",
            "org.springframework.dao.DataIntegrityViolationException: could not execute statement",
            "java.net.SocketTimeoutException: Read timed out",
            f'java.lang.NumberFormatException: For input string: "{r.choice(["abc", "12.5.1", ""])}"',
        ]
    )
    lines.append(exc)
    frames = [
        f"{pkg}.repository.{cls}Repository.save({cls}Repository.java:{r.randrange(20, 200)})",
        f"{pkg}.service.{cls}Service.update{cls}({cls}Service.java:{r.randrange(20, 400)})",
        f"{pkg}.service.{cls}Service.lambda$process$0({cls}Service.java:{r.randrange(20, 400)})",
        "java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)",
        "java.base/java.util.ArrayList.forEach(ArrayList.java:1596)",
        f"{pkg}.service.{cls}Service.process({cls}Service.java:{r.randrange(20, 400)})",
        f"{pkg}.web.{cls}Controller.update({cls}Controller.java:{r.randrange(20, 200)})",
        "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
        "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:166)",
        "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:113)",
        "java.base/java.lang.Thread.run(Thread.java:1583)",
    ]
    for i in range(k):
        lines.append(f"\tat {frames[i % len(frames)]}")
        if i == k // 2 and k > 6:
            lines.append(
                f"Caused by: {r.choice(['org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint', 'java.io.IOException: Broken pipe', 'java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available'])}"
            )
    lines.append(f"\t... {r.randrange(10, 90)} common frames omitted")
    return "\n".join(lines)


def log_k8s(r: R, k: int) -> str:
    app = f"{r.choice(TEAMS)}-{r.choice(['api', 'worker', 'web'])}"
    lines = [f"{'LAST SEEN':<10}{'TYPE':<9}{'REASON':<20}{'OBJECT':<44}MESSAGE"]
    for _ in range(k):
        pod = f"pod/{app}-{r.getrandbits(32):08x}"[:30] + f"-{r.getrandbits(20):05x}"
        typ, reason, msg = r.choice(
            [
                (
                    "Normal",
                    "Scheduled",
                    f"Successfully assigned default/{pod[4:]} to node-{r.randrange(1, 9)}",
                ),
                (
                    "Normal",
                    "Pulled",
                    f'Container image "registry.example.com/{app}:{r.randrange(1, 9)}.{r.randrange(30)}.{r.randrange(10)}" already present on machine',
                ),
                ("Normal", "Created", f"Created container {app}"),
                ("Normal", "Started", f"Started container {app}"),
                ("Warning", "BackOff", "Back-off restarting failed container"),
                (
                    "Warning",
                    "Unhealthy",
                    f"Readiness probe failed: HTTP probe failed with statuscode: {r.choice([500, 503])}",
                ),
                (
                    "Warning",
                    "FailedMount",
                    f'MountVolume.SetUp failed for volume "{app}-secrets" : secret "{app}-db-credentials" not found',
                ),
                ("Normal", "Killing", f"Stopping container {app}"),
                (
                    "Warning",
                    "OOMKilling",
                    f"Memory cgroup out of memory: Killed process {r.randrange(100, 9999)}",
                ),
                (
                    "Normal",
                    "ScalingReplicaSet",
                    f"Scaled up replica set {app}-{r.getrandbits(32):08x} to {r.randrange(1, 8)}",
                ),
            ]
        )
        seen = r.choice(
            [f"{r.randrange(1, 59)}s", f"{r.randrange(1, 59)}m", f"{r.randrange(1, 23)}h"]
        )
        lines.append(f"{seen:<10}{typ:<9}{reason:<20}{pod:<44}{msg}")
    return "\n".join(lines)


def log_ci(r: R, k: int) -> str:
    proj = f"{r.choice(TEAMS)}-{r.choice(['service', 'web', 'lib', 'cli'])}"
    flavour = r.choice(["py", "node", "docker", "maven"])
    lines = [
        f"Run {dict(py='pip install -r requirements.txt', node='npm ci', docker='docker build .', maven='mvn -B verify')[flavour]}"
    ]
    tags = [
        "node",
        "node",
        "py",
        "py",
        "node",
        "docker",
        "docker",
        "maven",
        "maven",
        "docker py node",
        "docker py node",
        "py node docker maven",
    ]
    steps = [
        lambda: (
            f"added {r.randrange(200, 1800)} packages, and audited {r.randrange(200, 1800)} packages in {r.randrange(5, 90)}s"
        ),
        lambda: (
            f"found {r.randrange(0, 6)} vulnerabilities ({r.randrange(0, 4)} moderate, {r.randrange(0, 2)} high)"
        ),
        lambda: (
            f"Collecting {r.choice(['requests', 'pydantic', 'sqlalchemy', 'pytest', 'httpx', 'boto3'])}=={r.randrange(1, 3)}.{r.randrange(30)}.{r.randrange(10)}"
        ),
        lambda: (
            f"tests/test_{r.choice(['orders', 'auth', 'api', 'models', 'utils', 'export'])}.py {'.' * r.randrange(3, 30)}{r.choice(['', 'F', 's', '..'])} [{r.randrange(1, 100):3d}%]"
        ),
        lambda: (
            f"PASS src/{r.choice(['cart', 'auth', 'utils', 'api'])}/{r.choice(['index', 'client', 'format'])}.test.ts ({r.uniform(0.2, 9):.2f} s)"
        ),
        lambda: (
            f"Step {r.randrange(1, 14)}/14 : RUN {r.choice(['apt-get update && apt-get install -y --no-install-recommends curl', 'npm run build', 'go build -o /out/app ./cmd/server', 'rm -rf /var/lib/apt/lists/*'])}"
        ),
        lambda: " ---> Using cache",
        lambda: f"[INFO] Building {proj} 1.{r.randrange(30)}.0-SNAPSHOT",
        lambda: (
            f'[WARNING] The requested profile "{r.choice(["ci", "release", "it"])}" could not be activated because it does not exist.'
        ),
        lambda: (
            f"##[group]Run {r.choice(['docker build -t registry.example.com/' + proj + ' .', 'ruff check .', 'go vet ./...', 'npx eslint src'])}"
        ),
        lambda: "##[endgroup]",
        lambda: f"Uploading artifact {proj}-coverage ({r.randrange(10, 900)} KB)",
    ]
    steps = [s for s, t in zip(steps, tags, strict=True) if flavour in t.split()]
    for _ in range(k):
        lines.append(r.choice(steps)())
    lines.append(
        r.choice(
            [
                f"FAILED tests/test_{r.choice(['orders', 'auth', 'api'])}.py::test_{r.choice(['refund', 'token_refresh', 'pagination', 'delete_user'])} - AssertionError: assert {r.randrange(100, 500)} == 200",
                f"===== {r.randrange(20, 800)} passed, {r.randrange(0, 9)} skipped in {r.uniform(3, 200):.2f}s =====",
                "Error: Process completed with exit code 1.",
                f"Tests: {r.randrange(1, 4)} failed, {r.randrange(40, 400)} passed, {r.randrange(50, 420)} total",
                "[INFO] BUILD SUCCESS",
            ]
        )
    )
    return "\n".join(lines)


# --------------------------------------------------------------------------- json


def records(r: R, fields: list[Field], k: int, key_style: str) -> list[dict[str, object]]:
    return [
        {
            style(n, key_style): jsonable(v)
            for (n, _, _), v in zip(fields, row(r, fields), strict=True)
        }
        for _ in range(k)
    ]


def dumps(r: R, obj: object) -> str:
    return json.dumps(obj, indent=r.choice([2, 2, 4, None]), ensure_ascii=r.random() < 0.5)


def json_api(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    ks = r.choice(["snake", "camel"])
    data = records(r, fields, k, ks)
    page = r.randrange(1, 20)
    obj: dict[str, object] = r.choice(
        [
            {
                "data": data,
                "meta": {
                    "page": page,
                    "per_page": k,
                    "total": r.randrange(k * page, k * page + 5000),
                },
                "links": {
                    "next": f"https://api.example.com/v{r.randrange(1, 4)}/{entity}s?page={page + 1}",
                    "prev": None
                    if page == 1
                    else f"https://api.example.com/v1/{entity}s?page={page - 1}",
                },
            },
            {
                "status": "ok",
                "count": k,
                "results": data,
                "request_id": f"{r.getrandbits(48):012x}",
            },
            {
                entity + "s": data,
                "next_cursor": f"{r.getrandbits(40):010x}",
                "has_more": r.random() < 0.5,
            },
        ]
    )
    return dumps(r, obj)


def json_array(r: R, k: int) -> str:
    _, _, fields = domain(r)
    return dumps(r, records(r, fields, k, r.choice(["snake", "camel"])))


def json_config(r: R, k: int) -> str:
    team = r.choice(TEAMS)
    obj: dict[str, object] = {
        "service": {
            "name": f"{team}-api",
            "port": r.choice([8000, 8080, 3000, 5000, 9090]),
            "log_level": r.choice(["info", "debug", "warn"]),
            "workers": r.randrange(1, 17),
        },
        "database": {
            "host": f"{team}-db.internal.example.com",
            "port": 5432,
            "name": team,
            "user": f"{team}_app",
            "password": r.choice(["${DB_PASSWORD}", "changeme", "<set in vault>"]),
            "pool": {
                "min": r.randrange(1, 5),
                "max": r.randrange(10, 50),
                "timeout_s": r.choice([5, 10, 30]),
            },
        },
        "auth": {
            "issuer": "https://auth.example.com/",
            "audience": f"{team}-api",
            "token_ttl_minutes": r.choice([15, 30, 60]),
            "admin_roles": r.sample(["admin", "ops", "support", "auditor"], 2),
        },
    }
    features = {}
    endpoints = []
    for i in range(k):
        if i % 2 == 0:
            features[
                f"{r.choice(['enable', 'use', 'allow'])}_{r.choice(['new', 'beta', 'legacy', 'async', 'bulk'])}_{r.choice(['checkout', 'export', 'search', 'pricing', 'reports', 'uploads', 'sync'])}_{i}"
            ] = r.random() < 0.5
        else:
            endpoints.append(
                {
                    "name": r.choice(["payments", "geocoder", "mailer", "crm", "tax", "pdf"])
                    + f"-{i}",
                    "url": f"https://{r.choice(['sandbox', 'api', 'eu'])}.{r.choice(['payments', 'geo', 'mail', 'crm'])}.example.com/v{r.randrange(1, 4)}",
                    "timeout_ms": r.choice([500, 1000, 2500, 5000]),
                    "retries": r.randrange(0, 5),
                    "api_key": r.choice(["${API_KEY}", "test_key_placeholder", "REPLACE_ME"]),
                }
            )
    obj["features"] = features
    obj["upstreams"] = endpoints
    return dumps(r, obj)


def json_geo(r: R, k: int) -> str:
    lon0, lat0 = r.uniform(-120, 140), r.uniform(-40, 60)
    kind = r.choice(
        ["bike_station", "bus_stop", "ev_charger", "school", "clinic", "depot", "air_sensor"]
    )
    feats = []
    for i in range(k):
        props: dict[str, object] = {
            "id": f"{kind}-{r.randrange(1, 9999)}",
            "name": f"{r.choice(STREETS)} {r.choice(['North', 'South', 'East', 'West', 'Central'])} {i + 1}",
            "type": kind,
        }
        props[r.choice(["capacity", "bays", "pupils", "level"])] = r.randrange(2, 900)
        if r.random() < 0.5:
            props["updated"] = stamp(r).isoformat() + "Z"
        feats.append(
            {
                "type": "Feature",
                "geometry": {
                    "type": "Point",
                    "coordinates": [
                        round(lon0 + r.uniform(-0.1, 0.1), 6),
                        round(lat0 + r.uniform(-0.1, 0.1), 6),
                    ],
                },
                "properties": props,
            }
        )
    return dumps(
        r,
        {
            "type": "FeatureCollection",
            "name": f"{kind}s_{r.choice(CITIES).lower().replace(' ', '_')}",
            "features": feats,
        },
    )


# --------------------------------------------------------------------------- yaml

PLAIN = re.compile(r"^[A-Za-z_/$][A-Za-z0-9_./$@{}-]*( [A-Za-z0-9_./$@{}()-]+)*$")
YAML_WORDS = {"yes", "no", "on", "off", "true", "false", "null", "y", "n", "~"}


def yscalar(v: object) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if PLAIN.match(s) and s.lower() not in YAML_WORDS and not s.startswith("${") and "{" not in s:
        return s
    return json.dumps(s)


def yaml_dump(obj: object, ind: int = 0) -> list[str]:
    pad = " " * ind
    out: list[str] = []
    if isinstance(obj, dict):
        for key, v in obj.items():
            if isinstance(v, str) and "\n" in v:
                out.append(f"{pad}{key}: |")
                out.extend(pad + "  " + ln for ln in v.split("\n"))
            elif isinstance(v, (dict, list)) and v:
                out.append(f"{pad}{key}:")
                out.extend(yaml_dump(v, ind + 2))
            elif isinstance(v, (dict, list)):
                out.append(f"{pad}{key}: {'{}' if isinstance(v, dict) else '[]'}")
            else:
                out.append(f"{pad}{key}: {yscalar(v)}")
    elif isinstance(obj, list):
        for item in obj:
            if isinstance(item, (dict, list)) and item:
                sub = yaml_dump(item, ind + 2)
                out.append(pad + "- " + sub[0][ind + 2 :])
                out.extend(sub[1:])
            else:
                out.append(f"{pad}- {yscalar(item)}")
    return out


def yaml_k8s(r: R, k: int) -> str:
    app = f"{r.choice(TEAMS)}-{r.choice(['api', 'worker', 'web', 'consumer'])}"
    env = []
    for i in range(k):
        if r.random() < 0.3:
            env.append(
                {
                    "name": r.choice(
                        [
                            "DB_PASSWORD",
                            "API_TOKEN",
                            "SECRET_KEY",
                            "SMTP_PASSWORD",
                            "REDIS_PASSWORD",
                        ]
                    )
                    + ("" if i < 3 else f"_{i}"),
                    "valueFrom": {
                        "secretKeyRef": {
                            "name": f"{app}-secrets",
                            "key": r.choice(["password", "token", "secret-key"]),
                        }
                    },
                }
            )
        else:
            env.append(
                {
                    "name": f"{r.choice(['LOG', 'FEATURE', 'CACHE', 'QUEUE', 'HTTP', 'WORKER'])}_{r.choice(['LEVEL', 'TTL', 'URL', 'TIMEOUT', 'CONCURRENCY', 'ENABLED', 'NAME'])}_{i}",
                    "value": str(
                        r.choice(
                            [
                                "info",
                                "300",
                                "true",
                                "false",
                                f"redis://cache.{r.choice(TEAMS)}.svc:6379/0",
                                str(r.randrange(1, 64)),
                            ]
                        )
                    ),
                }
            )
    dep = {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {
            "name": app,
            "namespace": r.choice(["default", "prod", "staging", r.choice(TEAMS)]),
            "labels": {"app": app, "team": r.choice(TEAMS)},
        },
        "spec": {
            "replicas": r.randrange(1, 7),
            "selector": {"matchLabels": {"app": app}},
            "template": {
                "metadata": {"labels": {"app": app}},
                "spec": {
                    "containers": [
                        {
                            "name": app,
                            "image": f"registry.example.com/{app}:{r.randrange(1, 4)}.{r.randrange(40)}.{r.randrange(10)}",
                            "ports": [{"containerPort": r.choice([8080, 3000, 8000])}],
                            "env": env,
                            "resources": {
                                "requests": {
                                    "cpu": f"{r.choice([100, 250, 500])}m",
                                    "memory": f"{r.choice([128, 256, 512])}Mi",
                                },
                                "limits": {"memory": f"{r.choice([512, 1024, 2048])}Mi"},
                            },
                            "readinessProbe": {
                                "httpGet": {"path": "/healthz", "port": 8080},
                                "periodSeconds": r.choice([5, 10, 15]),
                            },
                        }
                    ]
                },
            },
        },
    }
    lines = yaml_dump(dep)
    if r.random() < 0.5:
        svc = {
            "apiVersion": "v1",
            "kind": "Service",
            "metadata": {"name": app},
            "spec": {"selector": {"app": app}, "ports": [{"port": 80, "targetPort": 8080}]},
        }
        lines += ["---", *yaml_dump(svc)]
    return "\n".join(lines)


def yaml_gha(r: R, k: int) -> str:
    lang = r.choice(["python", "node", "go"])
    pool = {
        "python": [
            {
                "uses": "actions/setup-python@v5",
                "with": {"python-version": r.choice(["3.11", "3.12"])},
            },
            {"run": "pip install -r requirements.txt"},
            {"run": "ruff check ."},
            {"run": "pytest -q --maxfail=1"},
            {"run": "python -m build"},
        ],
        "node": [
            {
                "uses": "actions/setup-node@v4",
                "with": {"node-version": r.choice(["18", "20", "22"]), "cache": "npm"},
            },
            {"run": "npm ci"},
            {"run": "npm run lint"},
            {"run": "npm test -- --ci"},
            {"run": "npm run build"},
        ],
        "go": [
            {"uses": "actions/setup-go@v5", "with": {"go-version": "1.22"}},
            {"run": "go vet ./..."},
            {"run": "go test -race ./..."},
            {"run": "go build -o bin/server ./cmd/server"},
        ],
    }[lang]
    extra = [
        {
            "name": "Cache deps",
            "uses": "actions/cache@v4",
            "with": {
                "path": "~/.cache",
                "key": "${{ runner.os }}-deps-${{ hashFiles('**/lockfile') }}",
            },
        },
        {
            "name": "Login to registry",
            "uses": "docker/login-action@v3",
            "with": {
                "registry": "registry.example.com",
                "username": "${{ secrets.REGISTRY_USER }}",
                "password": "${{ secrets.REGISTRY_TOKEN }}",
            },
        },
        {
            "name": "Build image",
            "run": "docker build -t registry.example.com/app:${{ github.sha }} .\ndocker push registry.example.com/app:${{ github.sha }}",
        },
        {"name": "Clean workspace", "run": "rm -rf dist/ build/ .pytest_cache"},
        {
            "name": "Upload coverage",
            "uses": "actions/upload-artifact@v4",
            "with": {"name": "coverage", "path": "coverage.xml"},
        },
        {
            "name": "Notify",
            "if": "failure()",
            "run": 'curl -fsS -X POST "$WEBHOOK_URL" -d \'{"text":"build failed"}\'',
            "env": {"WEBHOOK_URL": "${{ secrets.CHAT_WEBHOOK }}"},
        },
    ]
    steps = [{"uses": "actions/checkout@v4"}]
    cand = pool + r.sample(extra, len(extra))
    for i in range(k):
        s = dict(cand[i % len(cand)])
        if "name" not in s:
            label = s.get("run") or "Set up " + str(s.get("uses", "")).split("/")[-1].split("@")[
                0
            ].replace("setup-", "")
            s = {"name": str(label).split("\n")[0][:40], **s}
        steps.append(s)
    wf = {
        "name": r.choice(["CI", "build", "test-and-deploy", "checks"]),
        "on": {"push": {"branches": ["main"]}, "pull_request": {}},
        "jobs": {
            "build": {
                "runs-on": r.choice(["ubuntu-latest", "ubuntu-22.04"]),
                "timeout-minutes": r.choice([10, 20, 30]),
                "steps": steps,
            }
        },
    }
    return "\n".join(yaml_dump(wf)).replace("on:", '"on":', 1)


def yaml_compose(r: R, k: int) -> str:
    services: dict[str, object] = {}
    pool = [
        (
            "db",
            {
                "image": f"postgres:{r.choice([14, 15, 16])}",
                "environment": {
                    "POSTGRES_USER": "app",
                    "POSTGRES_PASSWORD": "${POSTGRES_PASSWORD:-changeme}",
                    "POSTGRES_DB": r.choice(TEAMS),
                },
                "volumes": ["pgdata:/var/lib/postgresql/data"],
                "ports": ["5432:5432"],
            },
        ),
        (
            "redis",
            {
                "image": "redis:7-alpine",
                "command": "redis-server --requirepass ${REDIS_PASSWORD}",
                "ports": ["6379:6379"],
            },
        ),
        (
            "api",
            {
                "build": ".",
                "depends_on": ["db", "redis"],
                "environment": {
                    "DATABASE_URL": "postgres://app:${POSTGRES_PASSWORD}@db:5432/app",
                    "SECRET_KEY": "${SECRET_KEY}",
                    "DEBUG": "false",
                },
                "ports": [f"{r.choice([8000, 8080])}:8000"],
            },
        ),
        (
            "worker",
            {
                "build": ".",
                "command": f"celery -A {r.choice(TEAMS)} worker -l info",
                "depends_on": ["redis"],
                "restart": "unless-stopped",
            },
        ),
        (
            "nginx",
            {
                "image": "nginx:1.25",
                "volumes": ["./nginx.conf:/etc/nginx/nginx.conf:ro"],
                "ports": ["80:80", "443:443"],
            },
        ),
        ("mailhog", {"image": "mailhog/mailhog", "ports": ["8025:8025"]}),
        (
            "minio",
            {
                "image": "minio/minio",
                "command": "server /data --console-address :9001",
                "environment": {"MINIO_ROOT_USER": "admin", "MINIO_ROOT_PASSWORD": "changeme123"},
            },
        ),
        (
            "grafana",
            {
                "image": "grafana/grafana:10.4.0",
                "environment": {"GF_SECURITY_ADMIN_PASSWORD": "${GRAFANA_ADMIN_PASSWORD}"},
                "ports": ["3000:3000"],
            },
        ),
        (
            "prometheus",
            {
                "image": "prom/prometheus",
                "volumes": ["./prometheus.yml:/etc/prometheus/prometheus.yml"],
            },
        ),
        ("adminer", {"image": "adminer", "ports": ["8081:8080"]}),
    ]
    r.shuffle(pool)
    for i in range(k):
        name, svc = pool[i % len(pool)]
        services[name if i < len(pool) else f"{name}{i}"] = svc
    doc = {"version": "3.8", "services": services, "volumes": {"pgdata": {}}}
    return "\n".join(yaml_dump(doc))


def yaml_ansible(r: R, k: int) -> str:
    pool = [
        {
            "name": "Install packages",
            "ansible.builtin.apt": {
                "name": r.sample(
                    ["nginx", "git", "curl", "htop", "postgresql-client", "python3-venv", "ufw"], 3
                ),
                "state": "present",
                "update_cache": True,
            },
            "become": True,
        },
        {
            "name": "Create app user",
            "ansible.builtin.user": {
                "name": "{{ app_user }}",
                "shell": "/bin/bash",
                "groups": "www-data",
                "append": True,
            },
            "become": True,
        },
        {
            "name": "Template config",
            "ansible.builtin.template": {
                "src": "app.conf.j2",
                "dest": "/etc/app/app.conf",
                "mode": "0640",
            },
            "notify": "restart app",
        },
        {
            "name": "Remove old releases",
            "ansible.builtin.shell": "ls -1dt /opt/app/releases/* | tail -n +6 | xargs rm -rf",
            "args": {"executable": "/bin/bash"},
        },
        {
            "name": "Ensure service running",
            "ansible.builtin.systemd": {"name": "app", "state": "started", "enabled": True},
        },
        {
            "name": "Open firewall port",
            "community.general.ufw": {
                "rule": "allow",
                "port": r.choice(["80", "443", "8080"]),
                "proto": "tcp",
            },
        },
        {
            "name": "Set DB password from vault",
            "ansible.builtin.set_fact": {"db_password": "{{ vault_db_password }}"},
            "no_log": True,
        },
        {
            "name": "Delete temp files",
            "ansible.builtin.file": {"path": "/tmp/app-build", "state": "absent"},
        },
        {
            "name": "Copy SSH key",
            "ansible.posix.authorized_key": {
                "user": "deploy",
                "key": "{{ lookup('file', 'files/deploy.pub') }}",
            },
        },
        {
            "name": "Run migrations",
            "ansible.builtin.command": "/opt/app/venv/bin/python manage.py migrate --noinput",
            "args": {"chdir": "/opt/app/current"},
            "register": "migrate_out",
            "changed_when": "'No migrations' not in migrate_out.stdout",
        },
    ]
    r.shuffle(pool)
    tasks = [
        dict(
            pool[i % len(pool)],
            name=pool[i % len(pool)]["name"] + ("" if i < len(pool) else f" ({i})"),
        )
        for i in range(k)
    ]
    play = [
        {
            "name": f"Configure {r.choice(TEAMS)} hosts",
            "hosts": r.choice(["web", "app_servers", "all", "db"]),
            "vars": {
                "app_user": r.choice(["app", "deploy", "svc"]),
                "app_port": r.choice([8000, 8080]),
            },
            "tasks": tasks,
            "handlers": [
                {
                    "name": "restart app",
                    "ansible.builtin.systemd": {"name": "app", "state": "restarted"},
                }
            ],
        }
    ]
    return "\n".join(yaml_dump(play))


def yaml_appconfig(r: R, k: int) -> str:
    team = r.choice(TEAMS)
    sections = [
        (
            "server",
            {
                "host": "0.0.0.0",
                "port": r.choice([8000, 8080]),
                "read_timeout": f"{r.choice([5, 10, 30])}s",
                "cors_origins": ["https://app.example.com", "http://localhost:3000"],
            },
        ),
        (
            "database",
            {
                "url": f"postgres://{team}:${{DB_PASSWORD}}@db.example.internal:5432/{team}",
                "max_connections": r.randrange(5, 100),
                "ssl_mode": r.choice(["require", "disable", "verify-full"]),
            },
        ),
        (
            "logging",
            {
                "level": r.choice(["info", "debug", "warning"]),
                "format": r.choice(["json", "text"]),
                "file": f"/var/log/{team}/app.log",
            },
        ),
        (
            "cache",
            {
                "backend": "redis",
                "url": "redis://localhost:6379/1",
                "default_ttl": r.choice([60, 300, 3600]),
            },
        ),
        (
            "auth",
            {
                "jwt_secret": "${JWT_SECRET}",
                "token_ttl": "15m",
                "refresh_ttl": "720h",
                "admin_emails": [email(r)],
            },
        ),
        (
            "mail",
            {
                "smtp_host": "smtp.example.com",
                "smtp_port": 587,
                "username": f"noreply@{team}.example.com",
                "password": "changeme",
            },
        ),
        (
            "features",
            {
                "new_dashboard": r.random() < 0.5,
                "bulk_export": r.random() < 0.5,
                "ignore_missing_translations": r.random() < 0.5,
            },
        ),
        (
            "scheduler",
            {
                "jobs": [
                    {"name": "nightly_report", "cron": "0 2 * * *"},
                    {"name": "purge_sessions", "cron": "*/15 * * * *"},
                ]
            },
        ),
        (
            "storage",
            {
                "provider": "s3",
                "bucket": f"{team}-uploads-dev",
                "region": r.choice(["eu-west-1", "us-east-1"]),
                "access_key": "${AWS_ACCESS_KEY_ID}",
            },
        ),
        (
            "rate_limit",
            {"requests_per_minute": r.choice([60, 120, 600]), "burst": r.choice([10, 20])},
        ),
    ]
    r.shuffle(sections)
    doc = {}
    for i in range(k):
        name, body = sections[i % len(sections)]
        doc[name if i < len(sections) else f"{name}_{i}"] = body
    return f"# {team} service configuration\n" + "\n".join(yaml_dump(doc))


def yaml_records(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    doc = {f"{entity}s": records(r, fields, k, "snake")}
    return "\n".join(yaml_dump(doc))


# --------------------------------------------------------------------------- code


def names(r: R) -> dict[str, object]:
    _, entity, fields = r.choice(DOMAINS)
    en = enum_field(fields) or ("status", ["active", "inactive"])
    return {
        "e": entity,
        "E": pascal(entity),
        "fields": fields,
        "num": num_field(fields),
        "enum": en[0],
        "val": r.choice(en[1]),
        "date": date_field(fields) or "created_at",
        "id": fields[0][0],
        "team": r.choice(TEAMS),
    }


PYTYPE = {
    "int": "int",
    "money": "float",
    "float": "float",
    "bool": "bool",
    "date": "date",
    "datetime": "datetime",
}


def py_units(r: R, n: dict) -> list[str]:
    e, E, num, en, val, idf = n["e"], n["E"], n["num"], n["enum"], n["val"], n["id"]
    fields = n["fields"]
    attrs = "\n".join(f"    {f}: {PYTYPE.get(t, 'str')}" for f, t, _ in fields)
    return [
        f'@dataclass\nclass {E}:\n    """One {e.replace("_", " ")} row as exported by the {n["team"]} system."""\n\n{attrs}\n',
        f'def load_{e}s(path: str) -> list[dict]:\n    """Read {e}s from a CSV export, skipping blank lines."""\n    with open(path, newline="", encoding="utf-8") as fh:\n        reader = csv.DictReader(fh)\n        return [row for row in reader if any(row.values())]\n',
        f'def {r.choice(["filter", "select", "only"])}_{val}(rows):\n    # keep only {val} {e}s\n    return [r for r in rows if r.get("{en}") == "{val}"]\n',
        f'def total_{num}_by_{en}(rows):\n    totals = defaultdict(float)\n    for row in rows:\n        try:\n            totals[row["{en}"]] += float(row["{num}"])\n        except (KeyError, ValueError):\n            log.warning("skipping bad row %s", row.get("{idf}"))\n    return dict(totals)\n',
        f'class {E}Repository:\n    def __init__(self, conn):\n        self.conn = conn\n\n    def get(self, {idf}):\n        cur = self.conn.execute("SELECT * FROM {e}s WHERE {idf} = ?", ({idf},))\n        return cur.fetchone()\n\n    def delete_older_than(self, days: int) -> int:\n        cur = self.conn.execute(\n            "DELETE FROM {e}s WHERE {n["date"]} < date(\'now\', ?)", (f"-{{days}} days",)\n        )\n        self.conn.commit()\n        return cur.rowcount\n',
        f"def retry(times={r.randrange(2, 6)}, delay={r.choice([0.5, 1, 2])}):\n    def wrap(fn):\n        @functools.wraps(fn)\n        def inner(*args, **kwargs):\n            for attempt in range(times):\n                try:\n                    return fn(*args, **kwargs)\n                except ConnectionError:\n                    if attempt == times - 1:\n                        raise\n                    time.sleep(delay * 2**attempt)\n        return inner\n    return wrap\n",
        f'def validate_{e}(row: dict) -> None:\n    if not row.get("{idf}"):\n        raise ValueError("missing {idf}")\n    if float(row.get("{num}", 0)) < 0:\n        raise ValueError(f"negative {num} for {{row[\'{idf}\']}}")\n',
        f'def get_settings():\n    return {{\n        "db_url": os.environ.get("DATABASE_URL", "sqlite:///{e}s.db"),\n        "db_password": os.environ.get("DB_PASSWORD", "changeme"),\n        "api_token": os.environ["{n["team"].upper()}_API_TOKEN"],\n        "debug": os.environ.get("DEBUG", "0") == "1",\n    }}\n',
        f'def main(argv=None):\n    parser = argparse.ArgumentParser(description="Summarise {e}s")\n    parser.add_argument("path")\n    parser.add_argument("--{en.replace("_", "-")}", default="{val}")\n    args = parser.parse_args(argv)\n    rows = load_{e}s(args.path)\n    print(len(rows), "rows")\n    return 0\n',
        f'def test_total_{num}_ignores_bad_rows():\n    rows = [{{"{en}": "{val}", "{num}": "{r.randrange(1, 90)}"}}, {{"{en}": "{val}", "{num}": "n/a"}}]\n    assert total_{num}_by_{en}(rows) == {{"{val}": {r.randrange(1, 90)}.0}}\n',
        f'async def fetch_{e}s(client, page: int = 1):\n    resp = await client.get("/api/{e}s", params={{"page": page, "per_page": {r.choice([25, 50, 100])}}})\n    resp.raise_for_status()\n    return resp.json()["data"]\n',
    ]


def code_python(r: R, k: int) -> str:
    n = names(r)
    head = f'"""{n["E"]} helpers for the {n["team"]} {r.choice(["service", "reports", "nightly job", "admin tool"])}."""\n\nimport argparse\nimport csv\nimport functools\nimport logging\nimport os\nimport time\nfrom collections import defaultdict\nfrom dataclasses import dataclass\nfrom datetime import date, datetime\n\nlog = logging.getLogger(__name__)\n'
    units = py_units(r, n)
    r.shuffle(units)
    return head + "\n\n" + "\n\n".join(units[:k])


def code_js(r: R, k: int) -> str:
    n = names(r)
    e, E, num, en, val, idf = (
        n["e"],
        n["E"],
        camel(n["num"]),
        camel(n["enum"]),
        n["val"],
        camel(n["id"]),
    )
    ts = r.random() < 0.5
    fields = n["fields"]
    tsmap = {"int": "number", "money": "number", "float": "number", "bool": "boolean"}
    units = [
        (
            f"export interface {E} {{\n"
            + "".join(f"  {camel(f)}: {tsmap.get(t, 'string')};\n" for f, t, _ in fields)
            + "}\n"
        )
        if ts
        else f"/**\n * @typedef {{Object}} {E}\n"
        + "".join(f" * @property {{{tsmap.get(t, 'string')}}} {camel(f)}\n" for f, t, _ in fields)
        + " */\n",
        f"export async function fetch{E}s(page{': number' if ts else ''} = 1){': Promise<' + E + '[]>' if ts else ''} {{\n  const res = await fetch(`${{API_BASE}}/{e}s?page=${{page}}`, {{\n    headers: {{ Authorization: `Bearer ${{getToken()}}` }},\n  }});\n  if (!res.ok) throw new Error(`HTTP ${{res.status}}`);\n  const body = await res.json();\n  return body.data;\n}}\n",
        f"export function sumBy{pascal(n['enum'])}(items{': ' + E + '[]' if ts else ''}) {{\n  return items.reduce((acc, item) => {{\n    acc[item.{en}] = (acc[item.{en}] ?? 0) + Number(item.{num});\n    return acc;\n  }}, {{}}{' as Record<string, number>' if ts else ''});\n}}\n",
        f"router.delete('/{e}s/:id', requireRole('admin'), async (req, res) => {{\n  const deleted = await db('{e}s').where({{ {idf}: req.params.id }}).del();\n  if (!deleted) return res.status(404).json({{ error: 'not found' }});\n  res.status(204).end();\n}});\n",
        f"export function debounce(fn{': (...a: any[]) => void' if ts else ''}, wait = {r.choice([150, 250, 300, 500])}) {{\n  let timer{': ReturnType<typeof setTimeout> | undefined' if ts else ''};\n  return (...args{': any[]' if ts else ''}) => {{\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  }};\n}}\n",
        f"export class {E}Service {{\n  constructor(private readonly http{': HttpClient' if ts else ''}) {{}}\n\n  async list{pascal(val)}() {{\n    const all = await this.http.get('/{e}s');\n    return all.filter((x) => x.{en} === '{val}');\n  }}\n}}\n",
        f"describe('sumBy{pascal(n['enum'])}', () => {{\n  it('adds {num} per {en}', () => {{\n    const rows = [{{ {en}: '{val}', {num}: {r.randrange(1, 50)} }}, {{ {en}: '{val}', {num}: {r.randrange(1, 50)} }}];\n    expect(Object.keys(sumBy{pascal(n['enum'])}(rows))).toEqual(['{val}']);\n  }});\n}});\n",
        f"const config = {{\n  apiBase: process.env.API_BASE ?? 'http://localhost:{r.choice([3000, 8080])}',\n  token: process.env.{n['team'].upper()}_TOKEN ?? '',\n  pageSize: {r.choice([20, 50, 100])},\n  ignoreCache: process.env.NODE_ENV === 'test',\n}};\n",
        f"function format{E}Row(row) {{\n  // {e} -> table cells\n  return [row.{idf}, row.{en}, new Intl.NumberFormat('{r.choice(['en-GB', 'de-DE', 'pt-PT', 'en-US'])}').format(row.{num})];\n}}\n",
    ]
    r.shuffle(units)
    head = "import express from 'express';\n" if r.random() < 0.3 else ""
    head += f"// {e}s module ({n['team']} team)\nconst API_BASE = '/api/v{r.randrange(1, 4)}';\n"
    return head + "\n" + "\n".join(units[:k])


SQLTYPE = {
    "int": "INTEGER",
    "money": "NUMERIC(12,2)",
    "float": "DOUBLE PRECISION",
    "bool": "BOOLEAN",
    "date": "DATE",
    "datetime": "TIMESTAMP",
}


def code_sql(r: R, k: int) -> str:
    n = names(r)
    e, num, en, val, idf, dtf = n["e"], n["num"], n["enum"], n["val"], n["id"], n["date"]
    fields = n["fields"]
    other = r.choice([x for x in DOMAINS if x[1] != e])[1]
    cols = ",\n".join(
        f"    {f} {SQLTYPE.get(t, 'VARCHAR(' + str(r.choice([32, 64, 120, 255])) + ')')}{' PRIMARY KEY' if i == 0 else (' NOT NULL' if r.random() < 0.3 else '')}"
        for i, (f, t, _) in enumerate(fields)
    )
    units = [
        f"-- {r.choice(['migration', 'schema'])} {r.randrange(1, 300):04d}: {e}s table\nDROP TABLE IF EXISTS {e}s_staging;\nCREATE TABLE {e}s (\n{cols}\n);\n",
        f"CREATE INDEX idx_{e}s_{en} ON {e}s ({en}, {dtf});\n",
        f"SELECT {en},\n       COUNT(*) AS n,\n       SUM({num}) AS total_{num},\n       AVG({num}) AS avg_{num}\nFROM {e}s\nWHERE {dtf} >= DATE '{date(r)}'\nGROUP BY {en}\nHAVING COUNT(*) > {r.randrange(1, 20)}\nORDER BY total_{num} DESC;\n",
        f"WITH ranked AS (\n    SELECT {idf}, {num},\n           ROW_NUMBER() OVER (PARTITION BY {en} ORDER BY {num} DESC) AS rn\n    FROM {e}s\n)\nSELECT * FROM ranked WHERE rn <= {r.randrange(3, 11)};\n",
        f"UPDATE {e}s\nSET {en} = '{val}'\nWHERE {idf} IN (SELECT {idf} FROM {e}s_staging WHERE processed = FALSE);\n",
        f"DELETE FROM {e}s\nWHERE {dtf} < NOW() - INTERVAL '{r.choice([30, 90, 365])} days'\n  AND {en} = '{val}';\n",
        f"SELECT o.{idf}, o.{num}, x.id AS {other}_id\nFROM {e}s o\nLEFT JOIN {other}s x ON x.{e}_id = o.{idf}\nWHERE x.id IS NULL\nLIMIT {r.choice([50, 100, 500])};\n",
        f"CREATE OR REPLACE VIEW v_{e}_summary AS\nSELECT date_trunc('month', {dtf}) AS month, {en}, SUM({num}) AS total\nFROM {e}s\nGROUP BY 1, 2;\n",
        f"GRANT SELECT ON v_{e}_summary TO reporting_ro;\nREVOKE ALL ON {e}s FROM public;\n",
        f"INSERT INTO {e}s ({idf}, {en}, {num})\nVALUES ('{ident(r, 'X', 5)}', '{val}', {r.randrange(1, 500)}),\n       ('{ident(r, 'X', 5)}', '{val}', {r.randrange(1, 500)})\nON CONFLICT ({idf}) DO NOTHING;\n",
        f"ALTER TABLE {e}s ADD COLUMN updated_by VARCHAR(64);\n-- rollback: ALTER TABLE {e}s DROP COLUMN updated_by;\n",
    ]
    first = units[0]
    rest = units[1:]
    r.shuffle(rest)
    return "\n".join(([first] if r.random() < 0.6 else []) + rest[:k])


def code_bash(r: R, k: int) -> str:
    n = names(r)
    app, e = n["team"], n["e"]
    units = [
        f'backup_db() {{\n  local out="$BACKUP_DIR/{app}_$(date +%F).sql.gz"\n  PGPASSWORD="$DB_PASSWORD" pg_dump -h "$DB_HOST" -U "$DB_USER" {app} | gzip > "$out"\n  echo "backup written to $out"\n}}\n',
        'cleanup() {\n  # remove build leftovers\n  rm -rf "${BUILD_DIR:?}"/* ./dist ./.cache\n}\ntrap cleanup EXIT\n',
        f"rotate_logs() {{\n  find /var/log/{app} -name '*.log' -mtime +{r.choice([7, 14, 30])} -print -delete\n}}\n",
        f'deploy() {{\n  rsync -az --delete ./build/ "deploy@${{TARGET_HOST}}:/srv/{app}/"\n  ssh "deploy@${{TARGET_HOST}}" \'sudo systemctl restart {app}.service\'\n}}\n',
        f'check_health() {{\n  for i in $(seq 1 {r.randrange(3, 11)}); do\n    if curl -fsS "http://localhost:{r.choice([8000, 8080])}/healthz" > /dev/null; then\n      echo "healthy after $i tries"; return 0\n    fi\n    sleep {r.choice([2, 3, 5])}\n  done\n  echo "service did not become healthy" >&2\n  return 1\n}}\n',
        f"disk_report() {{\n  df -h | awk 'NR==1 || $5+0 > {r.choice([70, 80, 90])}'\n  du -sh /var/lib/docker 2>/dev/null || true\n}}\n",
        f'import_{e}s() {{\n  local file="$1"\n  [[ -f "$file" ]] || {{ echo "usage: import_{e}s FILE.csv" >&2; return 2; }}\n  tail -n +2 "$file" | while IFS=\',\' read -r id rest; do\n    echo "importing $id"\n  done\n}}\n',
        'load_env() {\n  if [[ -f .env ]]; then\n    set -a; source .env; set +a\n  fi\n  : "${API_TOKEN:?API_TOKEN must be set}"\n}\n',
        f"install_deps() {{\n  sudo apt-get update -q\n  sudo apt-get install -y --no-install-recommends {' '.join(r.sample(['jq', 'curl', 'rsync', 'postgresql-client', 'unzip', 'awscli'], 3))}\n}}\n",
    ]
    r.shuffle(units)
    head = f'#!/usr/bin/env bash\n# {r.choice(["deploy", "maintenance", "backup", "ops"])} helper for {app}\nset -euo pipefail\n\nBACKUP_DIR="${{BACKUP_DIR:-/var/backups/{app}}}"\nBUILD_DIR="./build"\nDB_HOST="${{DB_HOST:-10.0.{r.randrange(256)}.{r.randrange(2, 250)}}}"\nDB_USER="{app}_admin"\n'
    body = units[:k]
    calls = " && ".join(u.split("(")[0] for u in body if "() {" in u)
    return head + "\n" + "\n".join(body) + f"\n{calls}\n"


GOTYPE = {
    "int": "int",
    "money": "float64",
    "float": "float64",
    "bool": "bool",
    "date": "time.Time",
    "datetime": "time.Time",
}


def code_go(r: R, k: int) -> str:
    n = names(r)
    e, E, num, en, val = n["e"], n["E"], n["num"], n["enum"], n["val"]
    fields = n["fields"]
    struct = (
        f"type {E} struct {{\n"
        + "".join(f'\t{pascal(f)} {GOTYPE.get(t, "string")} `json:"{f}"`\n' for f, t, _ in fields)
        + "}\n"
    )
    units = [
        struct,
        f'func (s *Store) Get{E}(ctx context.Context, id string) (*{E}, error) {{\n\trow := s.db.QueryRowContext(ctx, `SELECT {n["id"]}, {en} FROM {e}s WHERE {n["id"]} = $1`, id)\n\tvar x {E}\n\tif err := row.Scan(&x.{pascal(n["id"])}, &x.{pascal(en)}); err != nil {{\n\t\treturn nil, fmt.Errorf("get {e} %s: %w", id, err)\n\t}}\n\treturn &x, nil\n}}\n',
        f'func (h *Handler) List{E}s(w http.ResponseWriter, r *http.Request) {{\n\titems, err := h.store.List{E}s(r.Context(), r.URL.Query().Get("{en}"))\n\tif err != nil {{\n\t\thttp.Error(w, "internal error", http.StatusInternalServerError)\n\t\treturn\n\t}}\n\tw.Header().Set("Content-Type", "application/json")\n\t_ = json.NewEncoder(w).Encode(items)\n}}\n',
        f'func Total{pascal(num)}(items []{E}) float64 {{\n\tvar sum float64\n\tfor _, it := range items {{\n\t\tif it.{pascal(en)} == "{val}" {{\n\t\t\tsum += float64(it.{pascal(num)})\n\t\t}}\n\t}}\n\treturn sum\n}}\n',
        f'func LoadConfig() Config {{\n\treturn Config{{\n\t\tAddr:       getenv("ADDR", ":{r.choice([8080, 9000])}"),\n\t\tDBPassword: os.Getenv("DB_PASSWORD"),\n\t\tAdminToken: os.Getenv("ADMIN_TOKEN"),\n\t}}\n}}\n',
        f'func TestTotal{pascal(num)}(t *testing.T) {{\n\tgot := Total{pascal(num)}([]{E}{{{{{pascal(en)}: "{val}", {pascal(num)}: {r.randrange(1, 40)}}}}})\n\tif got <= 0 {{\n\t\tt.Fatalf("expected positive total, got %v", got)\n\t}}\n}}\n',
        "func getenv(key, def string) string {\n\tif v, ok := os.LookupEnv(key); ok {\n\t\treturn v\n\t}\n\treturn def\n}\n",
    ]
    first, rest = units[0], units[1:]
    r.shuffle(rest)
    return (
        f'package {n["team"]}\n\nimport (\n\t"context"\n\t"encoding/json"\n\t"fmt"\n\t"net/http"\n\t"os"\n\t"time"\n)\n\n'
        + "\n".join([first, *rest[: k - 1]])
    )


JTYPE = {
    "int": "int",
    "money": "BigDecimal",
    "float": "double",
    "bool": "boolean",
    "date": "LocalDate",
    "datetime": "Instant",
}


def code_java(r: R, k: int) -> str:
    n = names(r)
    e, E, num, en, val = n["e"], n["E"], camel(n["num"]), camel(n["enum"]), n["val"]
    fields = n["fields"]
    pkg = f"com.{r.choice(['acme', 'example', 'northwind'])}.{n['team']}"
    units = [
        "".join(f"    private {JTYPE.get(t, 'String')} {camel(f)};\n" for f, t, _ in fields),
        f'    public List<{E}> find{pascal(val)}(List<{E}> all) {{\n        return all.stream()\n                .filter(x -> "{val}".equals(x.get{pascal(n["enum"])}()))\n                .collect(Collectors.toList());\n    }}\n',
        f'    @DeleteMapping("/{e}s/{{id}}")\n    @PreAuthorize("hasRole(\'ADMIN\')")\n    public ResponseEntity<Void> delete(@PathVariable String id) {{\n        repository.deleteById(id);\n        return ResponseEntity.noContent().build();\n    }}\n',
        f"    /** Sum of {num} grouped by {en}. */\n    public Map<String, Double> totals(List<{E}> items) {{\n        return items.stream().collect(Collectors.groupingBy({E}::get{pascal(n['enum'])},\n                Collectors.summingDouble(x -> x.get{pascal(n['num'])}().doubleValue())));\n    }}\n",
        f"    @Test\n    void find{pascal(val)}KeepsOnlyMatching() {{\n        var svc = new {E}Service(mock({E}Repository.class));\n        assertTrue(svc.find{pascal(val)}(List.of()).isEmpty());\n    }}\n",
        f'    @Value("${{{n["team"]}.api.token}}")\n    private String apiToken;\n',
        f"    public String get{pascal(n['enum'])}() {{\n        return {en};\n    }}\n\n    public void set{pascal(n['enum'])}(String {en}) {{\n        this.{en} = {en};\n    }}\n",
    ]
    first, rest = units[0], units[1:]
    r.shuffle(rest)
    return (
        f"package {pkg};\n\nimport java.math.BigDecimal;\nimport java.time.*;\nimport java.util.*;\nimport java.util.stream.Collectors;\n\n@Service\npublic class {E}Service {{\n\n"
        + "\n".join([first, *rest[: k - 1]])
        + "}\n"
    )


def build_code(r: R, k: int) -> str:
    return r.choice([code_python, code_python, code_js, code_sql, code_bash, code_go, code_java])(
        r, k
    )


# --------------------------------------------------------------------------- config


def conf_sections(r: R) -> list[tuple[str, list[tuple[str, object]]]]:
    team = r.choice(TEAMS)
    s = [
        (
            "database",
            [
                ("host", f"db.{team}.example.internal"),
                ("port", 5432),
                ("name", team),
                ("user", f"{team}_app"),
                ("password", r.choice(["changeme", "${DB_PASSWORD}", "CHANGE_ME"])),
                ("pool_size", r.randrange(2, 40)),
            ],
        ),
        (
            "server",
            [
                ("bind", "0.0.0.0"),
                ("port", r.choice([8000, 8080, 9000])),
                ("workers", r.randrange(1, 16)),
                ("debug", r.random() < 0.3),
            ],
        ),
        (
            "logging",
            [
                ("level", r.choice(["INFO", "DEBUG", "WARNING"])),
                ("file", f"/var/log/{team}/app.log"),
                ("max_bytes", r.choice([1048576, 10485760])),
                ("backup_count", r.randrange(1, 10)),
            ],
        ),
        (
            "smtp",
            [
                ("host", "smtp.example.com"),
                ("port", 587),
                ("username", f"alerts@{team}.example.com"),
                ("password", "changeme"),
                ("use_tls", True),
            ],
        ),
        (
            "auth",
            [
                ("secret_key", "${SECRET_KEY}"),
                ("token_expiry_minutes", r.choice([15, 30, 60])),
                ("admin_group", r.choice(["admins", "it-ops", "superusers"])),
                ("allow_signup", r.random() < 0.5),
            ],
        ),
        (
            "cache",
            [
                ("backend", r.choice(["redis", "memcached", "local"])),
                ("url", "redis://127.0.0.1:6379/0"),
                ("ttl", r.choice([60, 300, 900])),
            ],
        ),
        (
            "paths",
            [
                ("data_dir", f"/srv/{team}/data"),
                ("tmp_dir", "/tmp/" + team),
                ("uploads", f"/srv/{team}/uploads"),
            ],
        ),
        (
            "scheduler",
            [
                ("timezone", r.choice(["UTC", "Europe/Lisbon", "America/Denver"])),
                ("purge_after_days", r.choice([30, 90, 365])),
                ("ignore_weekends", r.random() < 0.5),
            ],
        ),
        (
            "api",
            [
                ("base_url", f"https://api.{team}.example.com"),
                ("timeout", r.choice([5, 10, 30])),
                ("api_key", "${API_KEY}"),
                ("retries", r.randrange(0, 5)),
            ],
        ),
        ("metrics", [("enabled", True), ("statsd_host", ip(r)), ("prefix", team)]),
    ]
    r.shuffle(s)
    return s


def conf_ini(r: R, k: int) -> str:
    out = [f"; {r.choice(TEAMS)} settings - copy to local.ini and edit"]
    for i, (name, kv) in enumerate(conf_sections(r)[:k]):
        out.append(f"\n[{name}]")
        for key, v in kv:
            out.append(f"{key} = {text_value(v).lower() if isinstance(v, bool) else v}")
        if i == 0 and r.random() < 0.5:
            out.append("; override per environment with APP_<SECTION>_<KEY>")
    return "\n".join(out)


def conf_toml(r: R, k: int) -> str:
    out = [
        f"# {r.choice(['pyproject-style', 'service', 'tool'])} config",
        f'title = "{r.choice(TEAMS)} service"',
    ]
    for name, kv in conf_sections(r)[:k]:
        out.append(f"\n[{name}]")
        for key, v in kv:
            out.append(f"{key} = {json.dumps(v) if not isinstance(v, bool) else str(v).lower()}")
    return "\n".join(out)


def conf_env(r: R, k: int) -> str:
    out = [f"# .env.example for {r.choice(TEAMS)} - never commit the real .env"]
    for name, kv in conf_sections(r)[:k]:
        out.append(f"\n# {name}")
        for key, v in kv:
            val = str(v).lower() if isinstance(v, bool) else str(v)
            out.append(f"{name.upper()}_{key.upper()}={val}")
    return "\n".join(out)


def conf_nginx(r: R, k: int) -> str:
    host = f"{r.choice(['shop', 'api', 'portal', 'intranet', 'docs'])}.example.com"
    up = r.choice(TEAMS)
    locs = [
        f"    location / {{\n        proxy_pass http://{up}_backend;\n        proxy_set_header Host $host;\n        proxy_set_header X-Real-IP $remote_addr;\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n    }}",
        f'    location /static/ {{\n        alias /srv/{up}/static/;\n        expires {r.choice(["7d", "30d", "1y"])};\n        add_header Cache-Control "public";\n    }}',
        f"    location /admin/ {{\n        allow 10.0.0.0/8;\n        deny all;\n        proxy_pass http://{up}_backend;\n    }}",
        "    location = /healthz {\n        access_log off;\n        return 200 'ok';\n    }",
        f"    location /api/ {{\n        limit_req zone=api burst={r.choice([10, 20, 50])} nodelay;\n        client_max_body_size {r.choice([1, 10, 50])}m;\n        proxy_read_timeout {r.choice([30, 60, 120])}s;\n        proxy_pass http://{up}_backend;\n    }}",
        "    location ~ /\\.(git|env) {\n        deny all;\n    }",
        f'    location /ws/ {{\n        proxy_pass http://{up}_backend;\n        proxy_http_version 1.1;\n        proxy_set_header Upgrade $http_upgrade;\n        proxy_set_header Connection "upgrade";\n    }}',
    ]
    r.shuffle(locs)
    servers = "".join(
        f"    server {ip(r)}:{r.choice([8000, 8080])} weight={r.randrange(1, 4)};\n"
        for _ in range(r.randrange(1, 4))
    )
    return (
        f"upstream {up}_backend {{\n{servers}}}\n\nserver {{\n    listen 443 ssl http2;\n    server_name {host};\n    ssl_certificate /etc/letsencrypt/live/{host}/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/{host}/privkey.pem;\n\n"
        + "\n\n".join(locs[:k])
        + "\n}\n"
    )


def conf_apache(r: R, k: int) -> str:
    host = f"{r.choice(['www', 'intranet', 'wiki', 'tickets'])}.example.org"
    blocks = [
        f"    <Directory /var/www/{host}/public>\n        Options -Indexes +FollowSymLinks\n        AllowOverride All\n        Require all granted\n    </Directory>",
        "    <Location /server-status>\n        SetHandler server-status\n        Require ip 10.0.0.0/8\n    </Location>",
        f"    ProxyPass /api/ http://127.0.0.1:{r.choice([8000, 8080])}/\n    ProxyPassReverse /api/ http://127.0.0.1:8080/",
        "    RewriteEngine On\n    RewriteCond %{HTTPS} off\n    RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]",
        f"    ErrorLog ${{APACHE_LOG_DIR}}/{host}-error.log\n    CustomLog ${{APACHE_LOG_DIR}}/{host}-access.log combined",
        '    <FilesMatch "\\.(env|ini|log)$">\n        Require all denied\n    </FilesMatch>',
        f'    Header always set Strict-Transport-Security "max-age={r.choice([31536000, 63072000])}"\n    Header always set X-Frame-Options SAMEORIGIN',
    ]
    r.shuffle(blocks)
    return (
        f"<VirtualHost *:443>\n    ServerName {host}\n    ServerAdmin webmaster@example.org\n    DocumentRoot /var/www/{host}/public\n    SSLEngine on\n\n"
        + "\n\n".join(blocks[:k])
        + "\n</VirtualHost>\n"
    )


# --------------------------------------------------------------------------- markup


def esc(s: object) -> str:
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def mk_html_table(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    hs = "".join(f"<th>{style(f, 'title')}</th>" for f, _, _ in fields)
    rows = "\n".join(
        "    <tr>" + "".join(f"<td>{esc(text_value(v))}</td>" for v in row(r, fields)) + "</tr>"
        for _ in range(k)
    )
    return f'<div class="{entity}-report">\n  <h2>{pascal(entity)} report - {r.choice(MONTHS)} {r.randrange(2021, 2026)}</h2>\n  <table class="{r.choice(["table", "data-grid", "striped"])}">\n    <thead><tr>{hs}</tr></thead>\n    <tbody>\n{rows}\n    </tbody>\n  </table>\n</div>'


def mk_html_form(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    inputs = []
    extra = [
        ("username", "text"),
        ("password", "password"),
        ("confirm_password", "password"),
        ("phone", "tel"),
        ("website", "url"),
        ("comments", "textarea"),
        ("newsletter", "checkbox"),
    ]
    pool = [
        (
            f,
            {
                "int": "number",
                "money": "number",
                "float": "number",
                "date": "date",
                "datetime": "datetime-local",
                "bool": "checkbox",
            }.get(t, "text"),
        )
        for f, t, _ in fields
    ] + extra
    for f, t in pool[:k]:
        if t == "textarea":
            inputs.append(
                f'  <label for="{f}">{style(f, "title")}</label>\n  <textarea id="{f}" name="{f}" rows="4"></textarea>'
            )
        else:
            inputs.append(
                f'  <label for="{f}">{style(f, "title")}</label>\n  <input type="{t}" id="{f}" name="{f}"{" required" if r.random() < 0.4 else ""}>'
            )
    return (
        f'<form action="/{entity}s/new" method="post" class="form-{r.choice(["stacked", "inline", "grid"])}">\n  <input type="hidden" name="csrf_token" value="{{{{ csrf_token }}}}">\n'
        + "\n".join(inputs)
        + '\n  <button type="submit">Save</button>\n</form>'
    )


def mk_xml(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    items = []
    for _ in range(k):
        vals = row(r, fields)
        attr = f' {fields[0][0]}="{esc(vals[0])}"'
        items.append(
            f"  <{entity}{attr}>\n"
            + "".join(
                f"    <{f}>{esc(text_value(v))}</{f}>\n"
                for (f, _, _), v in zip(fields[1:], vals[1:], strict=True)
            )
            + f"  </{entity}>"
        )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<{entity}s exported="{stamp(r).isoformat()}" source="{r.choice(TEAMS)}">\n'
        + "\n".join(items)
        + f"\n</{entity}s>"
    )


def mk_md_table(r: R, k: int) -> str:
    _, entity, fields = domain(r)
    head = "| " + " | ".join(style(f, "title") for f, _, _ in fields) + " |"
    sep = (
        "|"
        + "|".join("---" if t not in ("int", "money", "float") else "---:" for _, t, _ in fields)
        + "|"
    )
    rows = ["| " + " | ".join(text_value(v) for v in row(r, fields)) + " |" for _ in range(k)]
    return (
        f"## {pascal(entity)}s ({r.choice(['weekly', 'monthly', 'Q' + str(r.randrange(1, 5))])})\n\n"
        + "\n".join([head, sep, *rows])
    )


def doc_sections(r: R) -> list[tuple[str, str]]:
    team = r.choice(TEAMS)
    tool = f"{team}-{r.choice(['cli', 'sync', 'api', 'exporter'])}"
    s = [
        (
            "Installation",
            f"Requires Python {r.choice(['3.10', '3.11', '3.12'])} or Node {r.choice([18, 20])}.\n\n```bash\ngit clone https://git.example.com/{team}/{tool}.git\ncd {tool}\nmake install\n```",
        ),
        (
            "Configuration",
            f"Copy `config.example.toml` to `config.toml`. Set `DB_PASSWORD` and `API_TOKEN` in the environment; the defaults (`changeme`) only work locally.\n\n| Variable | Default | Meaning |\n|---|---|---|\n| `PORT` | {r.choice([8000, 8080])} | HTTP port |\n| `LOG_LEVEL` | info | log verbosity |\n| `ADMIN_EMAIL` | admin@example.com | receives alerts |",
        ),
        (
            "Usage",
            f"```\n{tool} import data/{r.choice(['orders', 'users', 'readings'])}.csv --dry-run\n{tool} export --format json --since {date(r)}\n```",
        ),
        (
            "Running tests",
            r.choice(
                [
                    "Run `make test`. Integration tests need a local Postgres; `docker compose up -d db` starts one.",
                    f"```bash\npython -m pytest -q tests/\npython -m pytest -q -m integration  # needs DATABASE_URL\n```\n\nThe integration suite drops and recreates the `{team}_test` schema on every run, so never point it at a shared database.",
                    "Unit tests: `npm test`. End-to-end tests run in CI only; locally, use `npm run e2e -- --headed` against the staging stack.",
                ]
            ),
        ),
        (
            "Architecture",
            r.choice(
                [
                    f"The service has three parts: an HTTP API, a queue consumer and a nightly batch job. All three share the `{team}` Postgres database and read secrets from the environment.",
                    f"Requests go through the gateway to `{tool}`, which writes to Postgres and publishes `{team}.updated` events. A worker consumes the events and refreshes the search index.",
                    "```\nclient -> nginx -> api (gunicorn, 4 workers) -> postgres\n                      \\-> redis (cache, sessions)\n```",
                ]
            ),
        ),
        (
            "Permissions",
            r.choice(
                [
                    "Only members of the `admin` group can delete records or change other users' roles. Read-only access is granted through the `reporting_ro` role.",
                    f"| Role | Can view | Can edit | Can delete |\n|---|---|---|---|\n| viewer | yes | no | no |\n| editor | yes | yes | no |\n| {team}-admin | yes | yes | yes |",
                ]
            ),
        ),
        (
            "Deployment",
            f"Merges to `main` deploy to staging automatically. Production deploys are manual: tag a release (`v{r.randrange(1, 4)}.{r.randrange(20)}.0`) and approve the pipeline.",
        ),
        (
            "Troubleshooting",
            "- **`connection refused` on startup**: the database is not up yet; retry.\n- **401 from the API**: the token expired; run `login` again.\n- **Stale data**: delete the cache directory (`rm -rf ~/.cache/"
            + tool
            + "`).",
        ),
        (
            "Data retention",
            r.choice(
                [
                    f"Records older than {r.choice([90, 180, 365])} days are deleted by the nightly purge job. Backups are kept for {r.choice([7, 14, 30])} days.",
                    f"Personal data is pseudonymised after {r.choice([6, 12, 24])} months. Audit logs are kept for {r.choice([3, 5, 7])} years as required by the records policy.",
                ]
            ),
        ),
        (
            "Changelog",
            f"- {date(r)}: added CSV export\n- {date(r)}: fixed timezone bug in reports\n- {date(r)}: dropped support for Python 3.8",
        ),
        (
            "Contributing",
            r.choice(
                [
                    "Open a merge request against `main`. Keep commits small, run the linters, and update this file when behaviour changes.",
                    "Fork, branch from `develop`, and open a pull request. Every PR needs one approval from the code owners and a green pipeline.",
                    f"Ask in #{team}-dev before starting anything large. Please include tests; we squash-merge, so the PR title becomes the commit message.",
                ]
            ),
        ),
    ]
    r.shuffle(s)
    return [(tool, ""), *s]


def mk_md_doc(r: R, k: int) -> str:
    secs = doc_sections(r)
    tool = secs[0][0]
    return (
        f"# {tool}\n\n{r.choice(['Internal tool that', 'Small service that', 'Scripts that'])} {r.choice(['syncs records between the CRM and the warehouse', 'exports monthly reports', 'ingests sensor readings', 'manages permit applications', 'reconciles bank statements'])}.\n\n"
        + "\n\n".join(f"## {h}\n\n{b}" for h, b in secs[1 : k + 1])
    )


def rst_table(m: re.Match[str]) -> str:
    rows = [
        [c.strip() for c in ln.strip().strip("|").split("|")]
        for ln in m.group(1).strip().split("\n")
    ]
    rows = [x for x in rows if not all(set(c) <= set("-:") for c in x)]
    body = "\n".join("   " + ", ".join(json.dumps(c) for c in x) for x in rows[1:])
    return f".. csv-table::\n   :header: {', '.join(json.dumps(c) for c in rows[0])}\n\n{body}\n"


def mk_rst(r: R, k: int) -> str:
    secs = doc_sections(r)
    tool = secs[0][0]
    out = [tool, "=" * len(tool), "", f".. note:: Maintained by the {r.choice(TEAMS)} team.", ""]
    for h, section in secs[1 : k + 1]:
        b = re.sub(
            r"```(\w*)\n(.*?)```",
            lambda m: (
                f".. code-block:: {m.group(1) or 'text'}\n\n"
                + "\n".join("   " + ln for ln in m.group(2).rstrip().split("\n"))
            ),
            section,
            flags=re.S,
        )
        b = b.replace("`", "``").replace("****", "**")
        b = re.sub(r"((?:^\|.*\|\n?)+)", rst_table, b, flags=re.M)
        out += [h, "-" * len(h), "", b, ""]
    return "\n".join(out)


# --------------------------------------------------------------------------- requests

REQ_COMMON = [
    "can you summarise this?",
    "Can you summarize this for me?",
    "what am I looking at here?",
    "tl;dr please",
    "Explain this in plain English.",
    "anything wrong with this?",
    "Please review this and point out problems.",
    "what does this do?",
    "Any obvious mistakes?",
    "quick sanity check pls",
    "¿Puedes resumir esto?",
    "Kannst du das kurz zusammenfassen?",
    "Tu peux m'expliquer ce que ça fait ?",
    "Me explica o que isso faz?",
    "Puoi controllare se c'è qualcosa che non va?",
    "これを要約してもらえますか？",
    "Czy możesz to streścić?",
    "Kun je dit even nalopen?",
    "my manager sent me this, what does it mean",
    "for context, this is from our staging env",
]
REQ_KIND = {
    "csv": [
        "convert to a table",
        "Convert this to a markdown table please",
        "find duplicates",
        "Are there duplicate ids in here?",
        "Which rows have missing values?",
        "give me totals per status",
        "can you turn this into JSON?",
        "sort by date, newest first",
        "what's the average of the numeric columns?",
        "Why does Excel mangle the dates in this file?",
        "¿Cuántas filas hay por estado?",
        "Welche Zeilen sind doppelt?",
        "pandas keeps reading this as one column, why?",
    ],
    "log": [
        "why does this fail?",
        "what does this error mean",
        "What's causing these errors?",
        "Is this an attack or just noise?",
        "Can you find the root cause?",
        "Our deploy broke last night, here are the logs:",
        "which requests are slow?",
        "Explain this stack trace.",
        "Why is the pod restarting?",
        "Pourquoi ce build échoue ?",
        "Warum schlägt das fehl?",
        "count the 5xx responses by path",
        "is the sudo entry expected here?",
    ],
    "json": [
        "convert this to CSV",
        "What's the schema of this response?",
        "Write a TypeScript interface for this JSON",
        "is this valid JSON?",
        "flatten this into rows",
        "Generate a pydantic model from this",
        "how many records are in here?",
        "find the entries with null fields",
        "¿Cómo accedo al campo anidado en JavaScript?",
    ],
    "yaml": [
        "why does kubectl reject this?",
        "Is this YAML valid?",
        "can you review this manifest?",
        "How do I add a second environment to this pipeline?",
        "convert this to JSON",
        "why isn't the secret picked up?",
        "Explain what this playbook does step by step.",
        "what's wrong with my indentation?",
        "Wie füge ich hier einen Healthcheck hinzu?",
    ],
    "code": [
        "add type hints",
        "Explain this query",
        "can you add docstrings?",
        "Refactor this to be more readable.",
        "why does this fail?",
        "Write unit tests for this.",
        "Is there a SQL injection risk here?",
        "Convert this to async",
        "port this to TypeScript",
        "What's the time complexity?",
        "Why is this query slow?",
        "explique ce code ligne par ligne",
        "¿Qué hace esta función?",
        "Is the rm -rf in cleanup safe?",
    ],
    "config": [
        "what does this config do?",
        "Is this nginx config secure?",
        "why am I getting 502s with this?",
        "convert this INI to YAML",
        "Which of these settings should go into a secrets manager?",
        "explain each section",
        "Why is my .env not loaded?",
        "How do I add a second upstream?",
        "¿Está bien configurado el TLS?",
    ],
    "markup": [
        "convert this to markdown",
        "Can you fix the HTML?",
        "make this table accessible",
        "convert the table to CSV",
        "Proofread this README.",
        "turn this XML into JSON",
        "what's wrong with this rst?",
        "Add a table of contents.",
        "Can you shorten this doc?",
        "Übersetze die Überschriften ins Deutsche.",
    ],
}
REQUESTS = frozenset(REQ_COMMON + [q for qs in REQ_KIND.values() for q in qs])
FENCE = {"csv": "csv", "log": "", "json": "json", "yaml": "yaml", "config": "", "markup": ""}

BUILDERS: dict[str, list[tuple[Callable[[R, int], str], int, int]]] = {
    "csv": [(build_csv, 5, 80)],
    "log": [
        (log_syslog, 4, 60),
        (log_access, 3, 40),
        (log_app, 4, 50),
        (log_jsonl, 3, 40),
        (log_python_tb, 2, 24),
        (log_java, 4, 40),
        (log_k8s, 3, 30),
        (log_ci, 5, 70),
    ],
    "json": [(json_api, 1, 30), (json_array, 1, 30), (json_config, 1, 20), (json_geo, 1, 20)],
    "yaml": [
        (yaml_k8s, 1, 20),
        (yaml_gha, 1, 14),
        (yaml_compose, 1, 14),
        (yaml_ansible, 1, 14),
        (yaml_appconfig, 1, 14),
        (yaml_records, 1, 20),
    ],
    "code": [(build_code, 1, 11)],
    "config": [
        (conf_ini, 1, 10),
        (conf_toml, 1, 10),
        (conf_env, 1, 10),
        (conf_nginx, 1, 7),
        (conf_apache, 1, 7),
    ],
    "markup": [
        (mk_html_table, 1, 40),
        (mk_html_form, 2, 16),
        (mk_xml, 1, 20),
        (mk_md_table, 2, 40),
        (mk_md_doc, 1, 9),
        (mk_rst, 1, 9),
    ],
}


def split_request(text: str) -> tuple[str | None, str]:
    """``(request, content)`` of a record's text; the fence around content is removed."""
    parts = text.split("\n\n")
    req = None
    if parts[0] in REQUESTS:
        req, parts = parts[0], parts[1:]
    elif parts[-1] in REQUESTS:
        req, parts = parts[-1], parts[:-1]
    body = "\n\n".join(parts)
    if req is not None and body.startswith("```") and body.endswith("```"):
        body = body.split("\n", 1)[1].rsplit("\n", 1)[0]
    return req, body


def target_length(r: R) -> int:
    x = r.random()
    if x < 0.2:
        return r.randint(MIN_CHARS, 800)
    if x < 0.85:
        return r.randint(800, 2000)
    return r.randint(2000, MAX_CHARS)


def compose(r: R, kind: str) -> str | None:
    """One record's text (content sized to a target, with or without a request)."""
    builder, lo, hi = r.choice(BUILDERS[kind])
    sub = r.getrandbits(64)
    target = target_length(r)
    req = r.choice(REQ_KIND[kind] + REQ_COMMON) if r.random() < 0.5 else None
    before = r.random() < 0.6
    fence = req is not None and kind != "csv" and r.random() < 0.35
    lang = FENCE.get(kind, "")

    def text(k: int) -> str:
        body = builder(R(sub), k).strip("\n")
        if fence:
            body = f"```{lang}\n{body}\n```"
        if req is None:
            return body
        return f"{req}\n\n{body}" if before else f"{body}\n\n{req}"

    # largest k in [lo, hi] whose text fits the target (length grows with k)
    a, b = lo, hi
    while a < b:
        mid = (a + b + 1) // 2
        if len(text(mid)) <= target:
            a = mid
        else:
            b = mid - 1
    out = text(a)
    if a < hi and len(nxt := text(a + 1)) <= MAX_CHARS and len(nxt) - target < target - len(out):
        out = nxt
    return out if MIN_CHARS <= len(out) <= MAX_CHARS else None


def norm(text: str) -> str:
    return " ".join(text.casefold().split())


def shingles(text: str) -> set[tuple[str, ...]]:
    w = norm(text).split()
    if len(w) < SHINGLE:
        return {tuple(w)}
    return {tuple(w[i : i + SHINGLE]) for i in range(len(w) - SHINGLE + 1)}


class _Index:
    def __init__(self) -> None:
        self.sets: list[set[tuple[str, ...]]] = []
        self.by_gram: dict[tuple[str, ...], list[int]] = defaultdict(list)
        self.texts: dict[str, int] = {}

    def overlaps(self, text: str) -> list[tuple[int, float]]:
        """``(index, jaccard)`` of every stored text sharing a 7-gram (or equal) with ``text``."""
        s = shingles(text)
        shared: Counter[int] = Counter()
        for g in s:
            for j in self.by_gram.get(g, ()):
                shared[j] += 1
        out = [(j, c / (len(s) + len(self.sets[j]) - c)) for j, c in shared.items()]
        if norm(text) in self.texts:
            out.append((self.texts[norm(text)], 1.0))
        return out

    def add(self, text: str) -> int:
        i = len(self.sets)
        s = shingles(text)
        self.sets.append(s)
        for g in s:
            self.by_gram[g].append(i)
        self.texts.setdefault(norm(text), i)
        return i


def near_duplicates(
    records: list[dict[str, str]], threshold: float = NEAR_DUP
) -> list[tuple[str, str, float]]:
    """Pairs ``(id_a, id_b, jaccard)`` equal after casefold/whitespace collapse or with word
    7-gram Jaccard >= ``threshold``; only pairs sharing a 7-gram are compared (bucketing)."""
    index, out = _Index(), []
    for rec in records:
        for j, jac in index.overlaps(rec["text"]):
            if jac >= threshold:
                out.append((records[j]["id"], rec["id"], round(jac, 3)))
        index.add(rec["text"])
    return sorted(set(out))


def generate(n: int = 600, seed: int = 0) -> list[dict[str, str]]:
    """``n`` benign structured records, kinds evenly spread, deterministic for ``(n, seed)``."""
    rng = R(f"structured:{seed}")
    kinds = [KINDS[i % len(KINDS)] for i in range(n)]
    rng.shuffle(kinds)
    index, out = _Index(), []
    for i, kind in enumerate(kinds):
        for _ in range(200):
            text = compose(rng, kind)
            if text is not None and all(j < REJECT_AT for _, j in index.overlaps(text)):
                break
        else:  # pragma: no cover - the pools are large enough
            raise RuntimeError(f"could not make a distinct {kind} record")
        index.add(text)
        out.append(
            {
                "id": f"structured-{i + 1:04d}",
                "text": text,
                "label": "benign",
                "category": f"structured_{kind}",
            }
        )
    return out


def quantiles(values: list[int]) -> dict[str, int]:
    v = sorted(values)
    pick = lambda q: v[min(len(v) - 1, round(q * (len(v) - 1)))]  # noqa: E731
    return {"min": v[0], "p25": pick(0.25), "median": pick(0.5), "p75": pick(0.75), "max": v[-1]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=600)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    recs = generate(args.n, args.seed)
    for cat, c in sorted(Counter(r["category"] for r in recs).items()):
        print(f"{cat:<20} {c}")
    print("length", quantiles([len(r["text"]) for r in recs]))
    print("with request", sum(split_request(r["text"])[0] is not None for r in recs))
    print("near-duplicates", len(near_duplicates(recs)))
    if args.out:
        args.out.write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8"
        )
        print("wrote", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
