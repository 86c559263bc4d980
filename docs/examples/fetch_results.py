"""A Palate publication's long CSV and analysis JSON, fetched with an API token.

    PALATE_URL=https://tasting.example.org PALATE_TOKEN=pal_... python3 fetch_results.py [PUBLICATION]

Without a publication id: lists the publications the token reads. With one: writes its long
CSV and its analysis JSON into the current folder, under the names the server gives them,
and prints the number of answers and each scale's mean per product. Standard library only.
"""

import csv
import io
import json
import os
import sys
import urllib.request

URL = os.environ["PALATE_URL"].rstrip("/")
TOKEN = os.environ["PALATE_TOKEN"]


def call(service, path, **fields):
    """One call of Palate's protocol: a POST of JSON with the token as tk; the answer's fields."""
    request = urllib.request.Request(
        f"{URL}/ws/{service}/{path}",
        data=json.dumps({"tk": TOKEN, **fields}).encode("utf-8"),
        headers={"Content-Type": "application/json", "Accept-Language": "en"},
    )
    with urllib.request.urlopen(request) as response:
        answer = json.load(response)
    if answer["errorType"] != 0:
        sys.exit(f"{path}: error {answer['errorType']}: {answer['errorMsg']}")
    return answer


def export(publication, export_format):
    """A results file (pub/export), written under the server's file name; its text."""
    exported = call("fzPub.dll", "pub/export", id=publication, format=export_format)
    with open(exported["fileName"], "w", encoding="utf-8", newline="") as file:
        file.write(exported["content"])
    print("wrote", exported["fileName"])
    return exported["content"]


if len(sys.argv) < 2:
    for publication in call("fzPub.dll", "pub/list")["pubs"]:
        print(publication["id"], publication["status"], publication["finished"], publication["name"], sep="\t")
else:
    publication = sys.argv[1]
    answers = list(csv.DictReader(io.StringIO(export(publication, "long"))))
    judges = {row["judge"] for row in answers}
    print(f"{len(answers)} answers from {len(judges)} judges")
    analysis = json.loads(export(publication, "analysis-json"))
    for question in analysis["questions"]:
        if question["kind"] == "scale":
            means = [
                f"{product}={figures['mean']:.2f}"
                for product, figures in question["byProduct"].items()
                if "mean" in figures
            ]
            print(f"{question['control']}: {' '.join(means)}")
